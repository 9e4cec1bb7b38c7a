import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats counts and shares in the reader's language (1.234 in pt-BR, 1,234 in en, ٪ in ar…). */
export function useFormatNumber(): { count: (n: number) => string; percent: (share: number) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const count = new Intl.NumberFormat(i18n.language);
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
    return { count: (n: number) => count.format(n), percent: (share: number) => percent.format(share) };
  }, [i18n.language]);
}

/** Formats a calendar day ('YYYY-MM-DD') as a short day and month in the reader's language. */
export function useFormatDay(): (day: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.language]);
}
