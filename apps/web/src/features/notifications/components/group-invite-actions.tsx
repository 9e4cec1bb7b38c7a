import type { Notification } from '@eventos/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useAnswerGroupInvitation, useMyGroupInvitations } from '../api/answer-group-invitation.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { type Answer, AnswerButtons, AnswerOutcome } from './answer-buttons.tsx';

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
      <AnswerOutcome
        text={t(outcome === 'accepted' ? 'invitation.joined' : 'invitation.declined')}
        testId="group-invite-outcome"
      />
    );
  const gone = answer.error instanceof ApiError && GONE.has(answer.error.code);
  if (gone) return <AnswerOutcome text={describeError(t, answer.error, ['fields'])} muted />;
  const stillWaiting = waiting.data ? waiting.data.items.some((item) => item.group.id === groupId) : true;
  if (!stillWaiting) return null;

  const respond = (choice: Answer) =>
    answer.mutate(choice, {
      onSuccess: () => {
        setOutcome(choice === 'accept' ? 'accepted' : 'declined');
        if (!notification.read) markRead.mutate(notification.id);
      },
    });

  return (
    <AnswerButtons
      acceptLabel={t('invitation.accept')}
      declineLabel={t('invitation.decline')}
      pending={answer.isPending ? (answer.variables ?? null) : null}
      onAnswer={respond}
      error={answer.isError ? describeError(t, answer.error, ['fields']) : null}
    />
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
