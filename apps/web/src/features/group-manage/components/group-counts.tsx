import type { GroupDashboard } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-surface-variant p-4">
      <dt className="text-on-surface-variant text-sm leading-tight">{label}</dt>
      <dd data-testid={testId} className="font-bold text-2xl text-on-surface tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** Members, followers, upcoming events and pending invitations, side by side (two rows on a phone). */
export function GroupCounts({ dashboard }: { dashboard: GroupDashboard }) {
  const { t, i18n } = useTranslation('groupManage');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const { counts } = dashboard;
  return (
    <dl aria-label={t('dashboard.counts.label')} className="grid grid-cols-2 gap-3 tablet:grid-cols-4">
      <Stat
        label={t('dashboard.counts.members')}
        value={number.format(counts.members)}
        testId="count-members"
      />
      <Stat
        label={t('dashboard.counts.followers')}
        value={number.format(counts.followers)}
        testId="count-followers"
      />
      <Stat
        label={t('dashboard.counts.upcomingEvents')}
        value={number.format(counts.upcomingEvents)}
        testId="count-events"
      />
      <Stat
        label={t('dashboard.counts.pendingInvitations')}
        value={number.format(dashboard.pendingInvitations)}
        testId="count-invitations"
      />
    </dl>
  );
}
