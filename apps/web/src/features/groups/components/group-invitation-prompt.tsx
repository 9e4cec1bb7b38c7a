import type { GroupPerson } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { type GroupInvitationReply, useAnswerGroupInvitation } from '../api/answer-group-invitation.ts';
import { InvitationBanner } from './invitation-banner.tsx';

interface GroupInvitationPromptProps {
  groupId: string;
  name: string;
  invitedBy?: GroupPerson | null;
}

/** An invitation waiting for the signed-in person: Aceitar or Recusar, right on the group's page. */
export function GroupInvitationPrompt({ groupId, name, invitedBy = null }: GroupInvitationPromptProps) {
  const { t } = useTranslation(['groups', 'fields']);
  const answer = useAnswerGroupInvitation(groupId);

  const send = (reply: GroupInvitationReply) =>
    answer.mutate(reply, {
      onSuccess: () =>
        toast({ title: t(reply === 'accept' ? 'actions.joined' : 'invitation.declined', { name }) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('invitation.failed'),
          description: describeError(t, error, ['fields']),
        }),
    });

  return (
    <InvitationBanner
      title={t('invitation.title')}
      text={
        invitedBy ? t('invitation.textBy', { name, person: invitedBy.name }) : t('invitation.text', { name })
      }
      actions={
        <>
          <Button onClick={() => send('accept')} disabled={answer.isPending}>
            {t('invitation.accept')}
          </Button>
          <Button variant="outline-on-tint" onClick={() => send('decline')} disabled={answer.isPending}>
            {t('invitation.decline')}
          </Button>
        </>
      }
    />
  );
}
