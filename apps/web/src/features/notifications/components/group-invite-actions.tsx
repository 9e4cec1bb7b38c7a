import type { Notification } from '@eventos/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { useAnswerGroupInvitation, useMyGroupInvitations } from '../api/answer-group-invitation.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';

/** Answers that mean the invitation is no longer there to answer. */
const GONE = new Set(['group.invitation.answered', 'group.invitation.expired', 'group.invitation.not_found']);

/**
 * 'Aceitar' and 'Recusar' under a group_invite notification. Accepting says 'Você entrou no
 * grupo'; declining takes the invitation away. An invitation already answered, revoked or expired
 * shows no buttons (the waiting invitations are read once for the whole list).
 */
function InviteAnswer({ notification }: { notification: Notification }) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const groupId = notification.metadata.group_id ?? '';
  const waiting = useMyGroupInvitations();
  const answer = useAnswerGroupInvitation(groupId);
  const markRead = useMarkNotificationRead();
  const [outcome, setOutcome] = useState<'accepted' | 'declined' | null>(null);

  if (!groupId) return null;
  if (outcome)
    return (
      <p
        role="status"
        className="px-4 pb-3 ps-17 font-medium text-on-surface text-sm"
        data-testid="group-invite-outcome"
      >
        {t(outcome === 'accepted' ? 'invitation.joined' : 'invitation.declined')}
      </p>
    );
  const gone = answer.error instanceof ApiError && GONE.has(answer.error.code);
  if (gone)
    return (
      <p role="status" className="px-4 pb-3 ps-17 text-on-surface-variant text-sm">
        {describeError(t, answer.error, ['fields'])}
      </p>
    );
  const stillWaiting = waiting.data ? waiting.data.items.some((item) => item.group.id === groupId) : true;
  if (!stillWaiting) return null;

  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: () => {
        setOutcome(choice === 'accept' ? 'accepted' : 'declined');
        if (!notification.read) markRead.mutate(notification.id);
      },
    });

  return (
    <div className="flex flex-col gap-2 px-4 pb-3 ps-17">
      <div className="flex flex-wrap gap-2">
        <Button
          size="compact"
          disabled={answer.isPending}
          aria-busy={answer.isPending && answer.variables === 'accept'}
          onClick={() => respond('accept')}
        >
          {t('invitation.accept')}
        </Button>
        <Button
          variant="outline"
          size="compact"
          disabled={answer.isPending}
          aria-busy={answer.isPending && answer.variables === 'decline'}
          onClick={() => respond('decline')}
        >
          {t('invitation.decline')}
        </Button>
      </div>
      {answer.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, answer.error, ['fields'])}
        </p>
      ) : null}
    </div>
  );
}

/** The buttons wait for their texts on their own: the rest of the list never waits for them. */
export function GroupInviteActions({ notification }: { notification: Notification }) {
  return (
    <Suspense fallback={null}>
      <InviteAnswer notification={notification} />
    </Suspense>
  );
}
