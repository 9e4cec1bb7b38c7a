import { isSafeLanguageCode, type LanguageDetectorModule } from 'i18next';

/** The query parameter that picks the language (a shared link, a switch): `?lng=en`. */
export const LANGUAGE_QUERY_PARAMETER = 'lng';
/** Where the chosen language is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Local storage can be missing or throw (private mode, blocked cookies). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function storedLanguage(): string | null {
  try {
    return storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The languages this visit asks for, best first (spec §9): ?lng=, then the one kept from an earlier
 * visit, then the browser's. i18next takes the first one it supports, pt-BR when none is.
 */
export function detectLanguages(): string[] {
  const found = [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    storedLanguage(),
    ...(navigator.languages ?? []),
    navigator.language,
  ];
  return found.filter((code): code is string => isSafeLanguageCode(code));
}

/**
 * i18next's language detector (ADR 0009): what i18next-browser-languagedetector did with this app's
 * settings (query string `lng`, localStorage `i18nextLng`, navigator; the choice kept in
 * localStorage) without the cookie, session, path and HTML lookups it also carried.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(language) {
    if (language === 'cimode') return;
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused: the language still applies until the page is closed.
    }
  },
};
