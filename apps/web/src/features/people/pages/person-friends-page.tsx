import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useProfile } from '../api/use-profile.ts';
import { FriendsList } from '../components/friends-list.tsx';
import { ListState } from '../components/list-state.tsx';
import { ProfileNotFound } from '../components/profile-not-found.tsx';
import { isNotFound } from '../lib/is-not-found.ts';
import { profileFriendsHref, profileHref } from '../lib/profile-links.ts';
import { useProfileHead } from '../lib/use-profile-head.ts';
import { useViewer } from '../lib/use-viewer.ts';

const NAMESPACES = ['people', 'fields'] as const;

/** /user/:username/friends — a member's friends, as their setting lets the viewer see them. */
export function PersonFriendsPage() {
  const { t } = useTranslation(NAMESPACES);
  const username = useParams().username ?? '';
  const viewer = useViewer();
  const query = useProfile(username, viewer);
  const profile = query.data;
  const notFound = !profile && isNotFound(query.error);
  const description = profile
    ? t('people:friends.metaDescription', { name: profile.name, username: profile.username })
    : t('people:profile.description');

  usePageMeta(
    notFound
      ? t('people:profile.notFoundTitle')
      : t('people:friends.title', { name: profile?.name ?? `@${username}` }),
    description,
  );
  useProfileHead(notFound ? null : profile, description, profileFriendsHref);

  if (notFound) return <ProfileNotFound username={username} />;
  if (!profile) {
    return (
      <ListState
        error={query.error}
        isError={query.isError}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        errorTitle={t('people:profile.loadError')}
        className="py-16"
      />
    );
  }
  return (
    <section aria-labelledby="person-friends-title" className="flex max-w-4xl flex-col gap-4">
      <Link
        to={profileHref(profile.username)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('people:friends.back', { name: profile.name })}
      </Link>
      <h1 id="person-friends-title" dir="auto" className="font-bold text-2xl text-on-background">
        {t('people:friends.title', { name: profile.name })}
      </h1>
      <FriendsList profile={profile} viewer={viewer} />
    </section>
  );
}
