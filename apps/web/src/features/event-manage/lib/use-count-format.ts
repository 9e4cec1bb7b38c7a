import type { AttendanceCounts } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

/**
 * The counts as the counters print them, in the page's language: '–' while unknown, and the
 * capacity as `unlimitedKey` says it when there is none.
 */
export function useCountFormat(counts: AttendanceCounts | undefined, unlimitedKey: string) {
  const { t, i18n } = useTranslation('manage');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const show = (value: number | undefined) => (value === undefined ? '–' : number.format(value));
  const capacity =
    counts === undefined ? '–' : counts.capacity === null ? t(unlimitedKey) : number.format(counts.capacity);
  return { show, capacity };
}
