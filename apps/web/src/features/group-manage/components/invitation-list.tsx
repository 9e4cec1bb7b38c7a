import type { GroupInvitation } from '@eventos/domain';
import { MailQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { PersonName } from '../../event-manage/components/person-name.tsx';
import { useRevokeInvitation } from '../api/invitation-actions.ts';
import { useGroupInvitations } from '../api/use-group-invitations.ts';
import { InvitationStatus } from './invitation-status.tsx';

function Who({ invitation }: { invitation: GroupInvitation }) {
  return invitation.person ? (
    <PersonName name={invitation.person.name} username={invitation.person.username} />
  ) : (
    <span dir="ltr" className="truncate font-medium text-on-surface">
      {invitation.email}
    </span>
  );
}

/** Every invitation, the newest first: who, its state, when it expires or was answered, revoke. */
export function InvitationList({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation(['groupManage', 'fields']);
  const list = useGroupInvitations(groupId);
  const revoke = useRevokeInvitation(groupId);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium' });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const cancel = (invitation: GroupInvitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast({ title: t('invites.revoked') }),
      onError: (error) => toast({ title: describeError(t, error, ['fields']), variant: 'destructive' }),
    });

  const when = (invitation: GroupInvitation) => {
    if (invitation.status === 'pending')
      return t(invitation.expired ? 'invites.expiredOn' : 'invites.expiresOn', {
        date: date.format(new Date(invitation.expiresAt)),
      });
    return invitation.respondedAt
      ? t('invites.answeredOn', { date: date.format(new Date(invitation.respondedAt)) })
      : t('invites.sentOn', { date: date.format(new Date(invitation.createdAt)) });
  };

  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-3">
      <h2 id="invitations-title" className="font-semibold text-on-surface text-xl">
        {t('invites.listTitle')}
      </h2>
      {list.isPending ? (
        <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />
      ) : list.isError ? (
        <StatusMessage
          role="alert"
          title={t('invites.loadFailed')}
          description={describeError(t, list.error, ['fields'])}
          action={<Button onClick={() => void list.refetch()}>{t('gate.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <StatusMessage
          icon={<MailQuestion aria-hidden="true" className="size-10" />}
          title={t('invites.empty')}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-outline-variant" data-testid="invitation-list">
          {items.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 py-3 tablet:flex-row tablet:items-center tablet:gap-4"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Who invitation={invitation} />
                <p className="text-on-surface-variant text-xs">
                  {when(invitation)}
                  {invitation.invitedBy ? (
                    <>
                      {' · '}
                      <span dir="auto">{t('invites.by', { name: invitation.invitedBy.name })}</span>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="flex items-center justify-between gap-2 tablet:justify-end">
                <InvitationStatus invitation={invitation} />
                {invitation.status === 'pending' ? (
                  <Button
                    variant="ghost"
                    size="compact"
                    disabled={revoke.isPending && revoke.variables === invitation.id}
                    onClick={() => cancel(invitation)}
                  >
                    {t('invites.revoke')}
                    <span className="sr-only" dir="auto">
                      : {invitation.person?.name ?? invitation.email ?? ''}
                    </span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('common:loading') : t('members.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
