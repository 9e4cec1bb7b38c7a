import type { GroupDetail } from '@eventos/domain';
import { ArrowLeftRight, ChevronRight, Mail, Pencil, Trash2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { groupManagePath } from '../api/group-path.ts';

function QuickLink({
  to,
  icon,
  label,
  danger,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  danger?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex min-h-12 items-center gap-3 rounded-xl px-3 hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary',
          danger ? 'text-error' : 'text-on-surface',
        )}
      >
        {icon}
        <span className="flex-1 font-medium text-sm">{label}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-on-surface-variant rtl:rotate-180" />
      </Link>
    </li>
  );
}

/** What to do next: members, invitations, edit; transfer and delete for the owner alone. */
export function GroupQuickLinks({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groupManage');
  const icon = 'size-5 shrink-0';
  return (
    <nav
      aria-labelledby="group-actions-title"
      className="flex flex-col gap-2 rounded-2xl border border-outline-variant bg-surface p-4"
    >
      <h2 id="group-actions-title" className="font-semibold text-on-surface text-xl">
        {t('dashboard.actions.title')}
      </h2>
      <ul className="flex flex-col">
        <QuickLink
          to={groupManagePath(group.id, 'members')}
          icon={<Users aria-hidden="true" className={icon} />}
          label={t('dashboard.actions.members')}
        />
        <QuickLink
          to={groupManagePath(group.id, 'invites')}
          icon={<Mail aria-hidden="true" className={icon} />}
          label={t('dashboard.actions.invites')}
        />
        <QuickLink
          to={groupManagePath(group.id, 'edit')}
          icon={<Pencil aria-hidden="true" className={icon} />}
          label={t('dashboard.actions.edit')}
        />
        {group.viewer.isOwner ? (
          <>
            <QuickLink
              to={groupManagePath(group.id, 'transfer')}
              icon={<ArrowLeftRight aria-hidden="true" className={icon} />}
              label={t('dashboard.actions.transfer')}
            />
            <QuickLink
              to={groupManagePath(group.id, 'delete')}
              icon={<Trash2 aria-hidden="true" className={icon} />}
              label={t('dashboard.actions.delete')}
              danger
            />
          </>
        ) : null}
      </ul>
    </nav>
  );
}
