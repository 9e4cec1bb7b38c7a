import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { syncDocumentLanguage } from './document-language.ts';
import { languageDetector } from './language-detector.ts';
import { CORE_NAMESPACES, DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import { localeBackend } from './locale-backend.ts';

/**
 * Starts i18next for the browser: translations from /locales/{lng}/{ns}.json, language from
 * ?lng= → localStorage `i18nextLng` → navigator, pt-BR as default and fallback.
 */
export function initI18n(): I18n {
  i18next
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .catch((error: unknown) => console.error('i18n init failed', error));
  syncDocumentLanguage(i18next);
  return i18next;
}
