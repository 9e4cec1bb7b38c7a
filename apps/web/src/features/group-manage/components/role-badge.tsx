import type { GroupRole } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const LOOKS: Record<GroupRole, string> = {
  owner: 'bg-primary text-on-primary',
  organizer: 'bg-secondary-container text-on-secondary-container',
  member: 'border border-outline-variant text-on-surface-variant',
};

/** 'Dono', 'Organizador' or 'Membro' as a small chip. */
export function RoleBadge({ role }: { role: GroupRole }) {
  const { t } = useTranslation('groupManage');
  return (
    <span
      className={cn('shrink-0 whitespace-nowrap rounded-full px-2.5 py-1 font-medium text-xs', LOOKS[role])}
    >
      {t(`roles.${role}`)}
    </span>
  );
}
