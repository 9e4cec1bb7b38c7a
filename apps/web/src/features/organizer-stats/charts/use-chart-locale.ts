import { useTranslation } from 'react-i18next';
import { dayFormatter } from '../lib/format-day.ts';

/** The page's language and direction, with the day and number formats the charts print. */
export function useChartLocale() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  return {
    language,
    dir: i18n.dir(language),
    formatDay: dayFormatter(language),
    formatLongDay: dayFormatter(language, { weekday: 'short', day: 'numeric', month: 'long' }),
    formatNumber: (value: number) => number.format(value),
  };
}
