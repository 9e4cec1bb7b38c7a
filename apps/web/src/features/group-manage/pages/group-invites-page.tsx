import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { GroupManagerGate } from '../components/group-manager-gate.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';
import { InvitationList } from '../components/invitation-list.tsx';
import { InviteForm } from '../components/invite-form.tsx';

/** /groups/{id}/invites — 'Convites do Grupo': invite by username or e-mail, follow and revoke. */
export function GroupInvitesPage() {
  const { t } = useTranslation('groupManage');
  const { id = '' } = useParams();
  usePageMeta(t('invites.pageTitle'), t('invites.lead'));
  return (
    <section aria-labelledby="group-page-title" className="flex max-w-4xl flex-col gap-6">
      <GroupManagerGate groupId={id}>
        {(group) => (
          <>
            <GroupPageHeader title={t('invites.pageTitle')} group={group} lead={t('invites.lead')} />
            <InviteForm groupId={group.id} />
            <InvitationList groupId={group.id} />
          </>
        )}
      </GroupManagerGate>
    </section>
  );
}
