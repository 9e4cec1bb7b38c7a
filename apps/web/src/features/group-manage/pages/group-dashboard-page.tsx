import type { GroupDetail } from '@eventos/domain';
import { Eye, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { groupManagePath, groupPagePath } from '../api/group-path.ts';
import { useGroupDashboard } from '../api/use-group-dashboard.ts';
import { GroupCounts } from '../components/group-counts.tsx';
import { GroupManagerGate } from '../components/group-manager-gate.tsx';
import { GroupPageHeader } from '../components/group-page-header.tsx';
import { GroupQuickLinks } from '../components/group-quick-links.tsx';
import { GroupTrends } from '../components/group-trends.tsx';
import { UpcomingGroupEvents } from '../components/upcoming-group-events.tsx';

function Dashboard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const dashboard = useGroupDashboard(group.id);
  return (
    <>
      <GroupPageHeader
        title={t('dashboard.title')}
        group={group}
        actions={
          <>
            <Link to={groupManagePath(group.id, 'invites')} className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('dashboard.invite')}
            </Link>
            <Link to={groupPagePath(group.slug)} className={buttonClasses('outline')}>
              <Eye aria-hidden="true" className="size-4" />
              {t('dashboard.viewGroup')}
            </Link>
          </>
        }
      />
      {dashboard.isPending ? (
        <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />
      ) : dashboard.isError ? (
        <StatusMessage
          role="alert"
          title={t('dashboard.loadFailed')}
          description={describeError(t, dashboard.error, ['fields'])}
          action={<Button onClick={() => void dashboard.refetch()}>{t('gate.retry')}</Button>}
        />
      ) : (
        <>
          <GroupCounts dashboard={dashboard.data} />
          <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <GroupTrends dashboard={dashboard.data} />
              <UpcomingGroupEvents dashboard={dashboard.data} />
            </div>
            <aside className="flex flex-col gap-6">
              <GroupQuickLinks group={group} />
              {dashboard.data.pendingInvitations > 0 ? (
                <p className="rounded-2xl bg-secondary-container p-4 text-on-secondary-container text-sm">
                  {t('dashboard.pendingInvitations', { count: dashboard.data.pendingInvitations })}{' '}
                  <Link to={groupManagePath(group.id, 'invites')} className="font-medium underline">
                    {t('dashboard.seeInvitations')}
                  </Link>
                </p>
              ) : null}
            </aside>
          </div>
        </>
      )}
    </>
  );
}

/** /groups/{id}/dashboard — 'Dashboard do Grupo' for the owner and the organisers. */
export function GroupDashboardPage() {
  const { t } = useTranslation('groupManage');
  const { id = '' } = useParams();
  usePageMeta(t('dashboard.title'), t('dashboard.lead'));
  return (
    <section aria-labelledby="group-page-title" className="flex max-w-6xl flex-col gap-6">
      <GroupManagerGate groupId={id}>{(group) => <Dashboard group={group} />}</GroupManagerGate>
    </section>
  );
}
