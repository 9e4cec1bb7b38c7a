import type { GroupInvitation } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

type Shown = GroupInvitation['status'] | 'expired';

const LOOKS: Record<Shown, string> = {
  pending: 'bg-secondary-container text-on-secondary-container',
  accepted: 'bg-success-container text-on-success-container',
  declined: 'border border-outline-variant text-on-surface-variant',
  revoked: 'border border-outline-variant text-on-surface-variant',
  expired: 'bg-warning-container text-on-warning-container',
};

/** 'Aguardando resposta', 'Aceito', 'Recusado', 'Cancelado' or 'Expirado' as a chip. */
export function InvitationStatus({ invitation }: { invitation: GroupInvitation }) {
  const { t } = useTranslation('groupManage');
  const shown: Shown = invitation.status === 'pending' && invitation.expired ? 'expired' : invitation.status;
  return (
    <span
      className={cn('shrink-0 whitespace-nowrap rounded-full px-2.5 py-1 font-medium text-xs', LOOKS[shown])}
    >
      {t(`invites.status.${shown}`)}
    </span>
  );
}
