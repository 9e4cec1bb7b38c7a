/** Business constants of spec §9 that both the web app and the server read. */

export const APP_VERSION = '0.1.8';

export const LANGUAGES = ['pt-BR', 'en', 'es', 'zh', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: string | null | undefined): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is one of the interface languages, else pt-BR. */
export function languageOr(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Request header carrying the interface language (a profile created by that request gets it). */
export const LANGUAGE_HEADER = 'x-eventos-language';

export const EVENT_LIST_DEFAULT_LIMIT = 20;
export const EVENT_LIST_MAX_LIMIT = 50;

export const SEO_DEFAULT_LOCALE = 'pt_BR';
