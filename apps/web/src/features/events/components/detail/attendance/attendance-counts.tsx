import type { AttendanceCounts as Counts } from '@eventos/domain';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Seats left at or below which the count says so ("Restam 3 vagas"). */
const FEW_SEATS = 5;

/**
 * How many people go: "12 vão", or "12 de 40 vagas" with a bar when the event has a capacity,
 * "Esgotado — lista de espera" once it is full; the waitlist and interest when there are any; the
 * organiser also sees the check-ins.
 */
export function AttendanceCounts({ counts, organizer }: { counts: Counts; organizer: boolean }) {
  const { t, i18n } = useTranslation('eventDetails');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const { capacity, going } = counts;
  const full = capacity !== null && going >= capacity;
  const left = capacity === null ? null : Math.max(capacity - going, 0);
  const extras = [
    counts.waitlisted > 0
      ? t('attendance.counts.waitlisted', { count: counts.waitlisted, n: number(counts.waitlisted) })
      : null,
    counts.interested > 0
      ? t('attendance.counts.interested', { count: counts.interested, n: number(counts.interested) })
      : null,
    organizer
      ? t('attendance.counts.checkedIn', { count: counts.checkedIn, n: number(counts.checkedIn) })
      : null,
  ].filter((text): text is string => text !== null);

  return (
    <div className="flex gap-3">
      <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-medium text-on-surface">
          {capacity === null
            ? going === 0
              ? t('attendance.counts.nobody')
              : t('attendance.counts.going', { count: going, n: number(going) })
            : t('attendance.counts.seats', { count: capacity, going: number(going), n: number(capacity) })}
        </p>
        {capacity !== null ? (
          <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-surface-variant">
            <div
              className={full ? 'h-full bg-warning' : 'h-full bg-primary'}
              style={{ width: `${Math.min(100, (going / capacity) * 100)}%` }}
            />
          </div>
        ) : null}
        {full ? (
          <p className="self-start rounded-full bg-warning-container px-2.5 py-0.5 font-medium text-on-warning-container text-xs">
            {t('attendance.counts.full')}
          </p>
        ) : left !== null && left <= FEW_SEATS ? (
          <p className="text-on-surface-variant">
            {t('attendance.counts.left', { count: left, n: number(left) })}
          </p>
        ) : null}
        {extras.length > 0 ? <p className="text-on-surface-variant text-xs">{extras.join(' · ')}</p> : null}
      </div>
    </div>
  );
}
