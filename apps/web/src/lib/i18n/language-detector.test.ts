import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, LANGUAGE_STORAGE_KEY, languageDetector } from './language-detector.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';

function browserAsks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** The language i18next settles on with this detector and the app's settings. */
async function pickedLanguage(): Promise<string> {
  const i18n = createInstance().use(languageDetector);
  await i18n.init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    resources: {},
  });
  return i18n.language;
}

beforeEach(() => browserAsks(['de-DE', 'de']));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('languageDetector', () => {
  it('asks ?lng= first, then the language kept from the last visit, then the browser', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    window.history.replaceState(null, '', '/events?lng=en');
    expect(detectLanguages()).toEqual(['en', 'es', 'de-DE', 'de', 'de-DE']);
  });

  it('leaves out what is not a language code (markup, paths)', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '<b>x</b>');
    window.history.replaceState(null, '', '/?lng=../../etc');
    expect(detectLanguages()).toEqual(['de-DE', 'de', 'de-DE']);
  });

  it('lets i18next take the first supported one, pt-BR when none is', async () => {
    expect(await pickedLanguage()).toBe('pt-BR');
    // The pick is kept (as the next test shows): a new visitor's browser decides afresh.
    window.localStorage.clear();
    browserAsks(['zh-CN', 'de']);
    expect(await pickedLanguage()).toBe('zh');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(await pickedLanguage()).toBe('ar');
    window.history.replaceState(null, '', '/?lng=es');
    expect(await pickedLanguage()).toBe('es');
  });

  it('keeps the chosen language for the next visit', async () => {
    window.history.replaceState(null, '', '/?lng=en');
    await pickedLanguage();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
