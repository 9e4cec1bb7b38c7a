import type { AttendanceStatus, EventListItem } from '@eventos/domain';
import { CircleCheckBig, Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/error-message.ts';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { CancelAttendanceDialog } from '../../../events/components/detail/attendance/cancel-attendance-dialog.tsx';
import { WaitingBadge } from '../../../offline/components/waiting-badge.tsx';
import { usePendingActions } from '../../../offline/lib/pending-actions.ts';
import { useTimelineRsvp } from '../../api/use-timeline-rsvp.ts';

interface TimelineRsvpProps {
  event: EventListItem;
  status: AttendanceStatus | null;
  viewer: string;
}

/** An answer given without a connection is marked as waiting to be sent. */
const RSVP_KINDS = ['rsvp', 'cancel'] as const;

const CHIP = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-medium text-sm';

/** Over when cancelled, or once it has ended (its start when it has no end). */
function isOver(event: EventListItem, now: number): boolean {
  if (event.cancelledAt) return true;
  const end = new Date(event.endDatetime ?? event.startDatetime).getTime();
  return Number.isFinite(end) && end < now;
}

/**
 * The RSVP right on a timeline card: "Vou", or the person's answer ("Você vai!", the waitlist) with
 * "Cancelar presença" asked once more; an event cancelled or over says so instead.
 */
export function TimelineRsvp({ event, status, viewer }: TimelineRsvpProps) {
  const { t } = useTranslation(['eventDetails', 'social', 'fields']);
  const rsvp = useTimelineRsvp(event.id, viewer, event.name);
  const [confirming, setConfirming] = useState(false);
  const waiting = usePendingActions(event.id, RSVP_KINDS).length > 0;

  if (isOver(event, Date.now()))
    return (
      <p className="text-on-surface-variant text-sm">
        {t(event.cancelledAt ? 'attendance.closed.cancelled' : 'attendance.closed.past')}
      </p>
    );

  const send = (action: 'going' | 'cancel') =>
    rsvp.send(action, (error) =>
      toast({
        variant: 'destructive',
        title: t(action === 'going' ? 'attendance.failed.going' : 'attendance.failed.cancel'),
        description: describeError(t, error, ['fields']),
      }),
    );

  if (status === null || status === 'cancelled')
    return (
      <Button
        size="compact"
        onClick={() => send('going')}
        disabled={rsvp.pending}
        aria-busy={rsvp.pending}
        aria-label={t('social:timeline.rsvp.goingTo', { name: event.name })}
      >
        {t('attendance.actions.going')}
      </Button>
    );

  const waitlisted = status === 'waitlisted';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        role="status"
        className={
          waitlisted
            ? `${CHIP} bg-secondary-container text-on-secondary-container`
            : `${CHIP} bg-success-container text-on-success-container`
        }
      >
        {waitlisted ? (
          <Clock aria-hidden="true" className="size-4" />
        ) : (
          <CircleCheckBig aria-hidden="true" className="size-4" />
        )}
        {t(waitlisted ? 'social:timeline.rsvp.waitlisted' : 'attendance.mine.going')}
      </span>
      {waiting ? <WaitingBadge className="self-center" /> : null}
      {status === 'checked_in' ? null : (
        <Button variant="ghost" size="compact" onClick={() => setConfirming(true)} disabled={rsvp.pending}>
          {t('attendance.actions.cancel')}
        </Button>
      )}
      <CancelAttendanceDialog
        open={confirming}
        onOpenChange={setConfirming}
        waitlisted={waitlisted}
        pending={rsvp.pending}
        onConfirm={() => {
          send('cancel');
          setConfirming(false);
        }}
      />
    </div>
  );
}
