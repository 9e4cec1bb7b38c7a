import { useTranslation } from 'react-i18next';

/** Formats counts in the page's language (1.234 in Portuguese, ١٬٢٣٤ in Arabic). */
export function useFormatCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (n) => format.format(n);
}
