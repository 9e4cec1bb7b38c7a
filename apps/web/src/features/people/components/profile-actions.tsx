import type { ProfileDetail } from '@eventos/domain';
import { Pencil, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { useRelationshipChange } from '../lib/use-relationship-change.ts';
import { FollowButton } from './follow-button.tsx';
import { FriendButton } from './friend-button.tsx';
import { ProfileMoreMenu } from './profile-more-menu.tsx';

/**
 * What the viewer can do on a profile: the owner edits it; someone signed in befriends, follows
 * and blocks (or unblocks, with a note of what the block does); a visitor's buttons sign in first.
 */
export function ProfileActions({ profile, viewer }: { profile: ProfileDetail; viewer: string }) {
  const { t } = useTranslation('people');
  if (profile.isSelf) {
    return (
      <Link to="/profile/edit" className={buttonClasses('outline')}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('profile.edit')}
      </Link>
    );
  }
  if (profile.relationship?.blocked) {
    return (
      <div className="flex flex-col gap-3">
        <BlockedNote profile={profile} />
        <div className="flex justify-center tablet:justify-start">
          <ProfileMoreMenu profile={profile} />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 tablet:justify-start">
      <FriendButton person={profile} relationship={profile.relationship} />
      <FollowButton person={profile} relationship={profile.relationship} />
      {viewer !== 'visitor' && profile.relationship ? <ProfileMoreMenu profile={profile} /> : null}
    </div>
  );
}

/** The caller blocked this person: what that means, and Desbloquear. */
function BlockedNote({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('people');
  const { run, pending } = useRelationshipChange(profile, profile.relationship);
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface-variant p-4 text-start tablet:flex-row">
      <p role="status" className="text-on-surface-variant text-sm">
        {t('profile.blockedNote', { name: profile.name })}
      </p>
      <Button variant="outline" onClick={() => run('unblock')} disabled={pending} className="shrink-0">
        <ShieldOff aria-hidden="true" className="size-4" />
        {t('profile.unblock')}
      </Button>
    </div>
  );
}
