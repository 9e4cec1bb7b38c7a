import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, RTL_LANGUAGES } from '@eventos/domain';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };

/** Namespaces every page needs; feature namespaces load with their page. */
export const CORE_NAMESPACES = ['common', 'layout', 'preferences'] as const;

export function directionOf(language: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}

/** The language's own name ("Português (Brasil)", "العربية"), for the language switcher. */
export function autonym(language: Language): string {
  let name: string = language;
  try {
    name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    // Intl without display names: the code is still recognisable.
  }
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
