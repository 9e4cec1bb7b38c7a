import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useProfile } from '../api/use-profile.ts';
import { ListState } from '../components/list-state.tsx';
import { ProfileEventsSection } from '../components/profile-events-section.tsx';
import { ProfileGroupsSection } from '../components/profile-groups-section.tsx';
import { ProfileHero } from '../components/profile-hero.tsx';
import { ProfileNotFound } from '../components/profile-not-found.tsx';
import { isNotFound } from '../lib/is-not-found.ts';
import { useProfileHead } from '../lib/use-profile-head.ts';
import { useViewer } from '../lib/use-viewer.ts';

/** Every namespace the page's parts use, loaded together so nothing suspends halfway. */
const NAMESPACES = ['people', 'events', 'groups', 'categories', 'fields'] as const;

/**
 * /user/:username — a member's public profile as their privacy settings let the viewer see it: the
 * head with counts and actions, their upcoming events and their groups. Someone unknown or blocked
 * either way is one and the same not-found page.
 */
export function PersonProfilePage() {
  const { t } = useTranslation(NAMESPACES);
  const username = useParams().username ?? '';
  const viewer = useViewer();
  const query = useProfile(username, viewer);
  const profile = query.data;
  const notFound = !profile && isNotFound(query.error);
  const description = profile
    ? t('people:profile.metaDescription', { name: profile.name, username: profile.username })
    : notFound
      ? t('people:profile.notFoundText', { username })
      : t('people:profile.description');

  usePageMeta(notFound ? t('people:profile.notFoundTitle') : (profile?.name ?? `@${username}`), description);
  useProfileHead(notFound ? null : profile, description);

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
    <section aria-labelledby="person-profile-title" className="flex max-w-5xl flex-col gap-8">
      <ProfileHero profile={profile} viewer={viewer} />
      {profile.relationship?.blocked ? null : (
        <>
          <ProfileEventsSection profile={profile} viewer={viewer} />
          <ProfileGroupsSection profile={profile} viewer={viewer} />
        </>
      )}
    </section>
  );
}
