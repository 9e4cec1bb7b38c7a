import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { groupManagePath } from '../api/group-path.ts';
import { GroupManagerGate } from '../components/group-manager-gate.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';
import { MemberList } from '../components/member-list.tsx';

/** /groups/{id}/members — 'Membros do Grupo': search, filter by role, change roles, remove. */
export function GroupMembersPage() {
  const { t } = useTranslation('groupManage');
  const { id = '' } = useParams();
  usePageMeta(t('members.pageTitle'), t('members.lead'));
  return (
    <section aria-labelledby="group-page-title" className="flex max-w-4xl flex-col gap-6">
      <GroupManagerGate groupId={id}>
        {(group) => (
          <>
            <GroupPageHeader
              title={t('members.pageTitle')}
              group={group}
              lead={t(group.viewer.isOwner ? 'members.leadOwner' : 'members.lead')}
              actions={
                <Link to={groupManagePath(group.id, 'invites')} className={buttonClasses('primary')}>
                  <UserPlus aria-hidden="true" className="size-4" />
                  {t('dashboard.invite')}
                </Link>
              }
            />
            <MemberList group={group} />
          </>
        )}
      </GroupManagerGate>
    </section>
  );
}
