import { useTranslation } from 'react-i18next';
import { useOpenReportsTotal } from '../api/report-queue.ts';

/** "3 abertas" beside the reports page's link, once the count is known (nothing while it loads or fails). */
export function ReportsOpenBadge() {
  const { t, i18n } = useTranslation('admin');
  const total = useOpenReportsTotal();
  if (total.data === undefined) return null;
  return (
    <span
      className={
        total.data > 0
          ? 'rounded-full bg-error-container px-2.5 py-0.5 font-medium text-on-error-container text-xs'
          : 'rounded-full bg-surface-variant px-2.5 py-0.5 font-medium text-on-surface-variant text-xs'
      }
    >
      {t('reports.indexOpen', { count: total.data, n: total.data.toLocaleString(i18n.language) })}
    </span>
  );
}
