import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { sessionMe, useSession } from '../../../lib/session/session-context.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { usePublicProfile } from '../api/use-public-profile.ts';
import { LoadState } from '../components/load-state.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { fullName } from '../lib/person-name.ts';

/** /user/:username — what anyone may see of a member: photo, name, @username, bio, member since. */
export function PublicProfilePage() {
  const { t } = useTranslation('profile');
  const username = useParams().username ?? '';
  const query = usePublicProfile(username);
  const own = sessionMe(useSession())?.profile.username === username;
  const profile = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const name = profile ? fullName(profile) || `@${profile.username}` : `@${username}`;

  usePageMeta(
    notFound ? t('public.notFoundTitle') : name,
    profile
      ? t('public.metaDescription', { name, username: profile.username })
      : notFound
        ? t('public.notFoundText', { username })
        : t('public.description'),
  );

  if (notFound) {
    return (
      <StatusMessage
        role="status"
        icon={<UserX aria-hidden="true" className="size-10" />}
        title={t('public.notFoundTitle')}
        description={t('public.notFoundText', { username })}
        action={
          <Link to="/events" className={buttonClasses('primary')}>
            {t('public.toEvents')}
          </Link>
        }
      />
    );
  }
  if (!profile) {
    return (
      <LoadState error={query.error} title={t('public.loadError')} onRetry={() => void query.refetch()} />
    );
  }

  return (
    <section aria-labelledby="public-profile-title" className="max-w-3xl">
      <Card className="p-6">
        <ProfileHeader person={profile} as="h1" titleId="public-profile-title" />
        {own ? (
          <div className="mt-6 flex justify-center tablet:justify-start">
            <Link to="/profile/edit" className={buttonClasses('outline')}>
              {t('profile.links.edit')}
            </Link>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
