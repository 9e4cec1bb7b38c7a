import type { Notification } from '@eventos/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useRelationshipActions } from '../../people/api/use-relationship-actions.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { isStillWaiting, useWaitingFriendRequests } from '../api/use-waiting-friend-requests.ts';
import { type Answer, AnswerButtons, AnswerOutcome } from './answer-buttons.tsx';

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
      <AnswerOutcome
        text={t(outcome === 'accepted' ? 'friendRequest.accepted' : 'friendRequest.declined')}
        testId="friend-request-outcome"
      />
    );
  if (!isStillWaiting(waiting.data, personId)) return null;

  const respond = (choice: Answer) =>
    answer.mutate(choice === 'accept' ? 'befriend' : 'unfriend', {
      onSuccess: () => {
        setOutcome(choice === 'accept' ? 'accepted' : 'declined');
        if (!notification.read) markRead.mutate(notification.id);
      },
    });

  return (
    <AnswerButtons
      acceptLabel={t('friendRequest.accept')}
      declineLabel={t('friendRequest.decline')}
      pending={answer.isPending ? (answer.variables === 'befriend' ? 'accept' : 'decline') : null}
      onAnswer={respond}
      error={answer.isError ? describeError(t, answer.error, ['people', 'fields']) : null}
    />
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
