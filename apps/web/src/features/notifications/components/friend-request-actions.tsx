import type { Notification } from '@eventos/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { useRelationshipActions } from '../../people/api/use-relationship-actions.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { isStillWaiting, useWaitingFriendRequests } from '../api/use-waiting-friend-requests.ts';

/** Who asked: the friend_request's `friend_id`, else its `from`. */
export function requesterOf(notification: Notification): string {
  return notification.metadata.friend_id ?? notification.metadata.from ?? '';
}

/**
 * 'Aceitar' and 'Recusar' under a friend_request notification (PUT or DELETE /me/friends/{id}).
 * After an answer the row says 'Pedido aceito' or 'Pedido recusado' and is marked read; the social
 * lists are read again. A request already answered, withdrawn or blocked shows no buttons.
 */
function RequestAnswer({ notification }: { notification: Notification }) {
  const { t } = useTranslation(['notifications', 'people', 'fields']);
  const personId = requesterOf(notification);
  const waiting = useWaitingFriendRequests();
  const answer = useRelationshipActions(personId);
  const markRead = useMarkNotificationRead();
  const [outcome, setOutcome] = useState<'accepted' | 'declined' | null>(null);

  if (!personId) return null;
  if (outcome)
    return (
      <p
        role="status"
        className="px-4 pb-3 ps-17 font-medium text-on-surface text-sm"
        data-testid="friend-request-outcome"
      >
        {t(outcome === 'accepted' ? 'friendRequest.accepted' : 'friendRequest.declined')}
      </p>
    );
  if (!isStillWaiting(waiting.data, personId)) return null;

  const respond = (choice: 'befriend' | 'unfriend') =>
    answer.mutate(choice, {
      onSuccess: () => {
        setOutcome(choice === 'befriend' ? 'accepted' : 'declined');
        if (!notification.read) markRead.mutate(notification.id);
      },
    });

  return (
    <div className="flex flex-col gap-2 px-4 pb-3 ps-17">
      <div className="flex flex-wrap gap-2">
        <Button
          size="compact"
          disabled={answer.isPending}
          aria-busy={answer.isPending && answer.variables === 'befriend'}
          onClick={() => respond('befriend')}
        >
          {t('friendRequest.accept')}
        </Button>
        <Button
          variant="outline"
          size="compact"
          disabled={answer.isPending}
          aria-busy={answer.isPending && answer.variables === 'unfriend'}
          onClick={() => respond('unfriend')}
        >
          {t('friendRequest.decline')}
        </Button>
      </div>
      {answer.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, answer.error, ['people', 'fields'])}
        </p>
      ) : null}
    </div>
  );
}

/** The buttons wait for their texts on their own: the rest of the list never waits for them. */
export function FriendRequestActions({ notification }: { notification: Notification }) {
  return (
    <Suspense fallback={null}>
      <RequestAnswer notification={notification} />
    </Suspense>
  );
}
