import type { ProfileDetail } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatCount } from '../../groups/lib/use-format-count.ts';
import { profileFriendsHref } from '../lib/profile-links.ts';

/**
 * Amigos (a link to the friends list when the viewer may see it), seguindo, seguidores, eventos.
 * A hidden friends count is left out, not shown as zero.
 */
export function ProfileCounts({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('people');
  const format = useFormatCount();
  const { friends, following, followers, events } = profile.counts;
  const item = (count: number, key: string) => (
    <>
      <span className="font-semibold text-on-surface">{format(count)}</span>{' '}
      <span className="text-on-surface-variant">{t(`profile.counts.${key}`, { count })}</span>
    </>
  );
  return (
    <ul
      aria-label={t('profile.countsLabel')}
      className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm tablet:justify-start"
    >
      {friends !== null ? (
        <li>
          {profile.canSeeFriends ? (
            <Link
              to={profileFriendsHref(profile.username)}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {item(friends, 'friends')}
            </Link>
          ) : (
            <span className="inline-flex min-h-11 items-center gap-1">{item(friends, 'friends')}</span>
          )}
        </li>
      ) : null}
      <li className="inline-flex min-h-11 items-center gap-1">{item(following, 'following')}</li>
      <li className="inline-flex min-h-11 items-center gap-1">{item(followers, 'followers')}</li>
      <li className="inline-flex min-h-11 items-center gap-1">{item(events, 'events')}</li>
    </ul>
  );
}
