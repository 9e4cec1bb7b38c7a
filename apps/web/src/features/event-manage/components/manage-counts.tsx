import type { AttendanceCounts } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../lib/use-count-format.ts';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-surface-variant p-4">
      <dt className="text-on-surface-variant text-sm leading-tight">{label}</dt>
      <dd data-testid={testId} className="font-bold text-2xl text-on-surface tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** Going, capacity, waitlist and checked in, side by side (two rows on a phone). */
export function ManageCounts({ counts }: { counts: AttendanceCounts | undefined }) {
  const { t } = useTranslation('manage');
  const { show, capacity } = useCountFormat(counts, 'counts.unlimited');
  return (
    <dl aria-label={t('counts.label')} className="grid grid-cols-2 gap-3 tablet:grid-cols-4">
      <Stat label={t('counts.going')} value={show(counts?.going)} testId="manage-going" />
      <Stat label={t('counts.capacity')} value={capacity} testId="manage-capacity" />
      <Stat label={t('counts.waitlisted')} value={show(counts?.waitlisted)} testId="manage-waitlisted" />
      <Stat label={t('counts.checkedIn')} value={show(counts?.checkedIn)} testId="manage-checked-in" />
    </dl>
  );
}
