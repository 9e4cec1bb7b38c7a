import type { GroupDetail } from '@eventos/domain';
import { Lock, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { groupPagePath } from '../api/group-path.ts';
import { useManagedGroup } from '../api/use-managed-group.ts';

interface GroupManagerGateProps {
  /** The group's id or slug, as the address gave it. */
  groupId: string;
  /** Transfer and delete: the owner alone. Otherwise the owner and the organisers. */
  ownerOnly?: boolean;
  children: (group: GroupDetail) => ReactNode;
}

/**
 * Loads the group and lets only those who manage it through. A group that does not exist, or a
 * private one the person cannot see, reads as not found; someone who may see it but not manage
 * it gets 'Acesso Negado' with the way back to the group's page.
 */
export function GroupManagerGate({ groupId, ownerOnly = false, children }: GroupManagerGateProps) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const found = useManagedGroup(groupId);

  if (found.isPending)
    return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />;

  if (found.isError) {
    const missing = found.error instanceof ApiError && found.error.status === 404;
    return missing ? (
      <StatusMessage
        role="alert"
        icon={<UsersRound aria-hidden="true" className="size-10" />}
        title={t('gate.notFoundTitle')}
        description={t('gate.notFoundText')}
        action={
          <Link to="/groups" className={buttonClasses('outline')}>
            {t('gate.toGroups')}
          </Link>
        }
      />
    ) : (
      <StatusMessage
        role="alert"
        title={t('gate.loadFailed')}
        description={describeError(t, found.error, ['fields'])}
        action={<Button onClick={() => void found.refetch()}>{t('gate.retry')}</Button>}
      />
    );
  }

  const group = found.data;
  const allowed = ownerOnly ? group.viewer.isOwner : group.viewer.canManage;
  if (!allowed)
    return (
      <StatusMessage
        role="alert"
        icon={<Lock aria-hidden="true" className="size-10" />}
        title={t('gate.forbiddenTitle')}
        description={t(ownerOnly ? 'gate.ownerOnlyText' : 'gate.forbiddenText')}
        action={
          <Link to={groupPagePath(group.slug)} className={buttonClasses('outline')}>
            {t('gate.toGroup')}
          </Link>
        }
      />
    );

  return children(group);
}
