import type { Attendee } from '@eventos/domain';
import { ArrowUpFromLine, CircleCheck, Undo2, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { AttendeeAction } from '../api/attendee-actions.ts';

interface AttendeeRowActionsProps {
  attendee: Attendee;
  busy: boolean;
  onAction: (action: AttendeeAction, attendee: Attendee) => void;
}

/** What the organiser may do with one person: check in or undo it, seat from the waitlist, remove. */
export function AttendeeRowActions({ attendee, busy, onAction }: AttendeeRowActionsProps) {
  const { t } = useTranslation('manage');
  if (attendee.status === 'cancelled') return null;
  return (
    <div className="flex flex-wrap gap-1">
      {attendee.status === 'going' ? (
        <Button
          variant="outline"
          size="compact"
          disabled={busy}
          aria-label={t('actions.checkInLabel', { name: attendee.name })}
          onClick={() => onAction('check-in', attendee)}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('actions.checkIn')}
        </Button>
      ) : null}
      {attendee.status === 'checked_in' ? (
        <Button
          variant="outline"
          size="compact"
          disabled={busy}
          aria-label={t('actions.undoCheckInLabel', { name: attendee.name })}
          onClick={() => onAction('undo-check-in', attendee)}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('actions.undoCheckIn')}
        </Button>
      ) : null}
      {attendee.status === 'waitlisted' ? (
        <Button
          variant="outline"
          size="compact"
          disabled={busy}
          aria-label={t('actions.promoteLabel', { name: attendee.name })}
          onClick={() => onAction('promote', attendee)}
        >
          <ArrowUpFromLine aria-hidden="true" className="size-4" />
          {t('actions.promote')}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="compact"
        disabled={busy}
        aria-label={t('actions.removeLabel', { name: attendee.name })}
        onClick={() => onAction('remove', attendee)}
      >
        <UserMinus aria-hidden="true" className="size-4" />
        {t('actions.remove')}
      </Button>
    </div>
  );
}
