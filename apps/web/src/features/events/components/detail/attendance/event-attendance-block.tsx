import type { EventAttendance, EventDetail } from '@eventos/domain';
import { CalendarClock, ClipboardList, Heart, Lock, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../../../lib/cn.ts';
import { describeError } from '../../../../../lib/error-message.ts';
import { type Session, useSession } from '../../../../../lib/session/session-context.tsx';
import { Button, buttonClasses } from '../../../../../ui/button.tsx';
import { toast } from '../../../../../ui/toast/toast-store.ts';
import { WaitingBadge } from '../../../../offline/components/waiting-badge.tsx';
import { ATTENDANCE_KINDS, usePendingActions } from '../../../../offline/lib/pending-actions.ts';
import { type AttendanceAction, useUpdateAttendance } from '../../../api/update-attendance.ts';
import { useEventAttendance } from '../../../api/use-event-attendance.ts';
import { formatEventDate } from '../../../lib/format-event-date.ts';
import { AttendanceCounts } from './attendance-counts.tsx';
import { CancelAttendanceDialog } from './cancel-attendance-dialog.tsx';
import { FellowAttendees } from './fellow-attendees.tsx';
import { MyAttendanceStatus } from './my-attendance-status.tsx';

/** Whose answer the attendance is: the signed-in user's id, 'visitor', or null while the session loads. */
export function attendanceViewer(session: Session): string | null {
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') return session.me?.profile.id ?? 'user';
  return 'visitor';
}

/** Reasons after which nothing more can be said about the event (no cancelling, no interest). */
const OVER = new Set(['cancelled', 'past']);

const FAILED: Record<AttendanceAction, string> = {
  going: 'attendance.failed.going',
  cancel: 'attendance.failed.cancel',
  interested: 'attendance.failed.interest',
  notInterested: 'attendance.failed.interest',
};

/**
 * Who goes and the person's own answer, at the top of the event's side card. Visitors see the
 * counts and a "Vou" that signs them in and brings them back; signed-in people answer "Vou",
 * "Cancelar presença" and "Tenho interesse"; the organiser sees the counts.
 */
export function EventAttendanceBlock({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventDetails');
  const viewer = attendanceViewer(useSession());
  const query = useEventAttendance(event.id, viewer ?? 'visitor', viewer !== null);

  return (
    <section aria-labelledby="event-attendance-title" className="flex flex-col gap-3">
      <h2 id="event-attendance-title" className="sr-only">
        {t('attendance.title')}
      </h2>
      {query.data && viewer ? (
        <AttendanceBody event={event} attendance={query.data} viewer={viewer} />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-on-surface">{t('attendance.loadFailed')}</p>
          <p className="text-on-surface-variant text-xs">{describeError(t, query.error, ['fields'])}</p>
          <Button
            variant="outline"
            size="compact"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('attendance.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="min-h-11 text-on-surface-variant text-sm">
          {t('attendance.loading')}
        </p>
      )}
    </section>
  );
}

interface BodyProps {
  event: EventDetail;
  attendance: EventAttendance;
  viewer: string;
}

function AttendanceBody({ event, attendance, viewer }: BodyProps) {
  const { t, i18n } = useTranslation(['eventDetails', 'fields']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const location = useLocation();
  const update = useUpdateAttendance(event.id, viewer, event.name);
  // An answer given without a connection shows at once, marked as waiting to be sent.
  const waiting = usePendingActions(event.id, ATTENDANCE_KINDS).length > 0;
  const [confirming, setConfirming] = useState(false);
  const { counts, mine, rsvp, interested } = attendance;
  const status = mine?.status ?? 'cancelled';
  const answered = status !== 'cancelled';
  const full = counts.capacity !== null && counts.going >= counts.capacity;
  const over = rsvp.closedReason !== null && OVER.has(rsvp.closedReason);
  const busy = update.isPending;

  const send = (action: AttendanceAction) =>
    update.mutate(action, {
      onSuccess: () => setConfirming(false),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t(FAILED[action]),
          description: describeError(t, error, ['fields']),
        }),
    });

  const deadline =
    rsvp.open && rsvp.deadline ? (
      <p className="flex items-center gap-1.5 text-on-surface-variant text-xs">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('attendance.deadline', { date: formatEventDate(rsvp.deadline, language) })}
      </p>
    ) : null;
  const closed =
    !rsvp.open && rsvp.closedReason && rsvp.closedReason !== 'organizer' ? (
      <p className="flex items-center gap-1.5 text-on-surface-variant text-sm">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {t(`attendance.closed.${rsvp.closedReason}`)}
      </p>
    ) : null;
  const going = full ? t('attendance.actions.joinWaitlist') : t('attendance.actions.going');

  if (event.isOwner) {
    return (
      <>
        <AttendanceCounts counts={counts} organizer />
        <p className="font-medium text-on-surface text-sm">{t('attendance.organizer')}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/events/${encodeURIComponent(event.id)}/manage`}
            className={buttonClasses('outline', 'compact', 'flex-auto whitespace-nowrap')}
          >
            <ClipboardList aria-hidden="true" className="size-4" />
            {t('attendance.manage')}
          </Link>
          {event.status === 'cancelled' ? null : (
            <Link
              to={`/events/${encodeURIComponent(event.id)}/live`}
              className={buttonClasses('outline', 'compact', 'flex-auto whitespace-nowrap')}
            >
              <ScanLine aria-hidden="true" className="size-4" />
              {t('attendance.live')}
            </Link>
          )}
        </div>
      </>
    );
  }

  if (viewer === 'visitor') {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return (
      <>
        <AttendanceCounts counts={counts} organizer={false} />
        {rsvp.open ? (
          <Link
            to={`/auth?redirect=${encodeURIComponent(back)}`}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            {going}
          </Link>
        ) : (
          closed
        )}
        {deadline}
      </>
    );
  }

  return (
    <>
      <AttendanceCounts counts={counts} organizer={false} />
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {rsvp.closedReason === 'cancelled' ? null : <MyAttendanceStatus mine={mine} />}
        {waiting ? <WaitingBadge /> : null}
      </div>
      {answered || !rsvp.open ? (
        closed
      ) : (
        <Button className="w-full" onClick={() => send('going')} disabled={busy}>
          {going}
        </Button>
      )}
      {deadline}
      {over ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="compact"
            aria-pressed={interested}
            onClick={() => send(interested ? 'notInterested' : 'interested')}
            disabled={busy}
            className={cn(
              'flex-auto whitespace-nowrap',
              interested && 'border-interest bg-interest-container text-on-interest-container',
            )}
          >
            <Heart aria-hidden="true" className={cn('size-4', interested && 'fill-current')} />
            {t('attendance.actions.interested')}
          </Button>
          {answered && status !== 'checked_in' ? (
            <Button
              variant="ghost"
              size="compact"
              className="flex-auto whitespace-nowrap"
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              {t('attendance.actions.cancel')}
            </Button>
          ) : null}
        </div>
      )}
      {status === 'going' || status === 'checked_in' ? (
        <FellowAttendees eventId={event.id} viewer={viewer} />
      ) : null}
      <CancelAttendanceDialog
        open={confirming}
        onOpenChange={setConfirming}
        waitlisted={status === 'waitlisted'}
        pending={busy}
        onConfirm={() => send('cancel')}
      />
    </>
  );
}
