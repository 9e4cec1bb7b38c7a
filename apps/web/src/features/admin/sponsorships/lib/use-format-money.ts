import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats centavos as reais (BRL) in the reader's language: 'R$ 1.500,00', 'R$1,500.00'… */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' });
    return (cents: number) => format.format(cents / 100);
  }, [language]);
}
