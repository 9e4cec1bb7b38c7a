import type { AttendanceCounts } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../lib/use-count-format.ts';

function Big({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1 rounded-3xl bg-surface-variant px-3 py-4 text-center">
      <dd data-testid={testId} className="font-bold text-4xl text-on-surface tabular-nums tablet:text-5xl">
        {value}
      </dd>
      <dt className="text-base text-on-surface-variant tablet:text-lg">{label}</dt>
    </div>
  );
}

/** Presentes / confirmados / capacidade in large type, read out politely when they change. */
export function LiveCounts({ counts }: { counts: AttendanceCounts | undefined }) {
  const { t } = useTranslation('manage');
  const { show, capacity } = useCountFormat(counts, 'counts.unlimitedShort');
  return (
    <dl aria-label={t('live.countsLabel')} aria-live="polite" className="grid grid-cols-3 gap-2 tablet:gap-4">
      <Big label={t('live.present')} value={show(counts?.checkedIn)} testId="live-checked-in" />
      <Big label={t('live.confirmed')} value={show(counts?.going)} testId="live-going" />
      <Big label={t('live.capacity')} value={capacity} testId="live-capacity" />
    </dl>
  );
}
