import type { EventAttendance } from '@eventos/domain';
import { CircleCheckBig, Clock, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../../lib/format-event-date.ts';

/**
 * The signed-in person's own answer: going (with the way to the ticket), checked in, or on the
 * waitlist with their place. Nothing when they have not answered or cancelled.
 */
export function MyAttendanceStatus({ mine }: { mine: EventAttendance['mine'] }) {
  const { t, i18n } = useTranslation('eventDetails');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!mine || mine.status === 'cancelled') return null;

  if (mine.status === 'waitlisted') {
    return (
      <div className="flex gap-3 rounded-xl bg-secondary-container p-3 text-on-secondary-container text-sm">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold">
            {t('attendance.mine.waitlisted', {
              position: new Intl.NumberFormat(language).format(mine.waitlistPosition ?? 1),
            })}
          </p>
          <p>{t('attendance.mine.waitlistedHint')}</p>
        </div>
      </div>
    );
  }

  const checkedIn = mine.status === 'checked_in';
  return (
    <div className="flex gap-3 rounded-xl bg-success-container p-3 text-on-success-container text-sm">
      <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('attendance.mine.going')}</p>
        {checkedIn && mine.checkedInAt ? (
          <p>{t('attendance.mine.checkedIn', { date: formatEventDate(mine.checkedInAt, language) })}</p>
        ) : null}
        <Link
          to="/participating"
          className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium underline underline-offset-2"
        >
          <Ticket aria-hidden="true" className="size-4" />
          {t('attendance.mine.ticket')}
        </Link>
      </div>
    </div>
  );
}
