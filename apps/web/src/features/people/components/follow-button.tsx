import type { Relationship } from '@eventos/domain';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { useRelationshipChange } from '../lib/use-relationship-change.ts';
import { useShownRelationship } from '../lib/use-shown-relationship.ts';
import { useSignInHref } from '../lib/use-sign-in-href.ts';
import { useViewer } from '../lib/use-viewer.ts';

export interface FollowButtonProps {
  person: { id: string; name: string };
  /** How the caller stands with them; null for a visitor (then it leads to /auth) or the caller. */
  relationship: Relationship | null;
  size?: 'md' | 'compact';
  onChange?: (relationship: Relationship) => void;
}

/** Seguir / Deixar de seguir a person; nothing when the caller blocked them. */
export function FollowButton({ person, relationship, size = 'md', onChange }: FollowButtonProps) {
  const { t } = useTranslation('people');
  const viewer = useViewer();
  const signIn = useSignInHref();
  const [shown, setShown] = useShownRelationship(relationship);
  const { run, pending } = useRelationshipChange(person, shown, (next) => {
    setShown(next);
    onChange?.(next);
  });

  if (!shown) {
    if (viewer !== 'visitor') return null;
    return (
      <Link to={signIn} className={buttonClasses('outline', size)}>
        <Bell aria-hidden="true" className="size-4" />
        {t('follow.follow')}
      </Link>
    );
  }
  if (shown.blocked) return null;
  const action = shown.following ? 'unfollow' : 'follow';
  const Icon = shown.following ? BellOff : Bell;
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => run(action)}
      disabled={pending}
      aria-label={t(shown.following ? 'follow.unfollowName' : 'follow.followName', { name: person.name })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`follow.${action}`)}
    </Button>
  );
}
