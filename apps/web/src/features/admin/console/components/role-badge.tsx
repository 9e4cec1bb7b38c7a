import type { Role } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const TONE: Record<Role, string> = {
  admin: 'bg-primary-container text-on-primary-container',
  moderator: 'bg-tertiary-container text-on-tertiary-container',
  user: 'bg-on-surface/8 text-on-surface-variant',
};

/** A person's role as a small badge (Administrador, Moderador, Usuário). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('adminConsole');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 font-medium text-xs', TONE[role])}>
      {t(`roles.${role}.name`)}
    </span>
  );
}
