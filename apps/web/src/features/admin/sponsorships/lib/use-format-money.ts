import { formatPrice } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

/** Formats centavos as reais (BRL) in the reader's language: 'R$ 1.500,00', 'R$1,500.00'… */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (cents: number) => formatPrice(cents, language);
}
