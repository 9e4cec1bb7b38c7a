import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO instant as a medium date and short time in the reader's language. */
export function useFormatWhen(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
