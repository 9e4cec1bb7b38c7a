import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { syncDocumentLanguage } from './document-language.ts';
import { CORE_NAMESPACES, DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';

/**
 * Starts i18next for the browser: translations from /locales/{lng}/{ns}.json, language from
 * ?lng= → localStorage `i18nextLng` → navigator, pt-BR as default and fallback.
 */
export function initI18n(): I18n {
  i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    })
    .catch((error: unknown) => console.error('i18n init failed', error));
  syncDocumentLanguage(i18next);
  return i18next;
}
