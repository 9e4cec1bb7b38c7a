import type { GroupDetail } from '@eventos/domain';
import { Bell, BellOff, LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ReportButton } from '../../moderation/components/report-button.tsx';
import { type GroupRelationAction, useUpdateGroupRelation } from '../api/update-group-relation.ts';
import { signInHref } from '../lib/group-links.ts';
import { LeaveGroupDialog } from './leave-group-dialog.tsx';
import { ShareGroupButton } from './share-group-button.tsx';

interface GroupActionsProps {
  group: GroupDetail;
  /** The signed-in user's id, or 'visitor'. */
  viewer: string;
  /** Absolute address of the group's page, to share. */
  url: string;
}

const FAILED: Record<GroupRelationAction, string> = {
  join: 'actions.failed.join',
  leave: 'actions.failed.leave',
  follow: 'actions.failed.follow',
  unfollow: 'actions.failed.unfollow',
};

/**
 * Participar / Sair do grupo, Seguir / Deixar de seguir and Compartilhar. A visitor's Participar
 * and Seguir sign in first and come back here; leaving asks first; the owner cannot leave. Someone
 * signed in who does not own the group may report it.
 */
export function GroupActions({ group, viewer, url }: GroupActionsProps) {
  const { t } = useTranslation(['groups', 'fields']);
  const location = useLocation();
  const navigate = useNavigate();
  const update = useUpdateGroupRelation(group.id, viewer);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const { role, following } = group.viewer;
  const busy = update.isPending;

  const send = (action: GroupRelationAction) =>
    update.mutate(action, {
      onSuccess: () => {
        setConfirmingLeave(false);
        if (action === 'join') toast({ title: t('actions.joined', { name: group.name }) });
        if (action === 'leave') {
          toast({ title: t('actions.left', { name: group.name }) });
          // A private group is for members only: there is nothing left to see here.
          if (group.visibility === 'private') void navigate('/groups', { replace: true });
        }
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t(FAILED[action]),
          description: describeError(t, error, ['fields']),
        }),
    });

  if (viewer === 'visitor') {
    const back = signInHref(`${location.pathname}${location.search}${location.hash}`);
    return (
      <div className="flex flex-wrap gap-2">
        {group.visibility === 'public' ? (
          <Link to={back} className={buttonClasses('primary')}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('actions.join')}
          </Link>
        ) : null}
        <Link to={back} className={buttonClasses('outline')}>
          <Bell aria-hidden="true" className="size-4" />
          {t('actions.follow')}
        </Link>
        <ShareGroupButton name={group.name} url={url} />
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {role === null && group.visibility === 'public' ? (
        <Button onClick={() => send('join')} disabled={busy}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('actions.join')}
        </Button>
      ) : null}
      {following ? (
        <Button variant="outline" onClick={() => send('unfollow')} disabled={busy}>
          <BellOff aria-hidden="true" className="size-4" />
          {t('actions.unfollow')}
        </Button>
      ) : (
        <Button
          variant={role === null ? 'outline' : 'primary'}
          onClick={() => send('follow')}
          disabled={busy}
        >
          <Bell aria-hidden="true" className="size-4" />
          {t('actions.follow')}
        </Button>
      )}
      <ShareGroupButton name={group.name} url={url} />
      {role === 'member' || role === 'organizer' ? (
        <Button variant="ghost" onClick={() => setConfirmingLeave(true)} disabled={busy}>
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('actions.leave')}
        </Button>
      ) : null}
      {group.viewer.isOwner ? null : (
        <ReportButton
          targetType="group"
          targetId={group.id}
          targetLabel={group.name}
          label={t('actions.report')}
        />
      )}
      <LeaveGroupDialog
        open={confirmingLeave}
        name={group.name}
        visibility={group.visibility}
        pending={busy}
        onConfirm={() => send('leave')}
        onClose={() => setConfirmingLeave(false)}
      />
    </div>
  );
}
