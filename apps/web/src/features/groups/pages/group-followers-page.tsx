import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { EventsError } from '../../events/components/events-error.tsx';
import { useGroupDetail } from '../api/use-group-detail.ts';
import { FollowerList } from '../components/follower-list.tsx';
import { GroupLogo } from '../components/group-logo.tsx';
import { GroupPageSkeleton } from '../components/group-page-skeleton.tsx';
import { groupPageHref } from '../lib/group-links.ts';
import { groupViewer } from '../lib/group-viewer.ts';
import { useCanonicalGroupUrl } from '../lib/use-canonical-group-url.ts';

const NAMESPACES = ['groups', 'events', 'fields'] as const;
const ERROR_NAMESPACES = ['fields'] as const;

/** /groups/:id/followers — who follows the group; a group the person may not see is not found. */
export function GroupFollowersPage() {
  const { t } = useTranslation(NAMESPACES);
  const param = useParams().id ?? '';
  const viewer = groupViewer(useSession());
  const query = useGroupDetail(param, viewer);
  const group = query.data;

  useCanonicalGroupUrl(param, group, viewer);
  usePageMeta(
    group ? t('followers.documentTitle', { name: group.name }) : t('followers.title'),
    group ? t('followers.description', { name: group.name }) : t('list.subtitle'),
  );

  if (viewer === null || (!group && !query.error)) return <GroupPageSkeleton />;
  if (!group) {
    if (query.error instanceof ApiError && query.error.status === 404) throw query.error;
    return (
      <EventsError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title={t('detail.loadError')}
        namespaces={ERROR_NAMESPACES}
      />
    );
  }
  return (
    <section aria-labelledby="group-followers-title" className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link
          to={groupPageHref(group.slug)}
          className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary text-sm hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span dir="auto">{t('followers.back', { name: group.name })}</span>
        </Link>
        <div className="flex items-center gap-4">
          <GroupLogo name={group.name} logoUrl={group.logoUrl} size="sm" className="border-2" />
          <div className="flex min-w-0 flex-col">
            <h1 id="group-followers-title" className="font-bold text-3xl text-on-background tracking-tight">
              {t('followers.title')}
            </h1>
            <p dir="auto" className="truncate text-on-surface-variant">
              {group.name}
            </p>
          </div>
        </div>
      </header>
      <FollowerList groupId={group.id} viewer={viewer} />
    </section>
  );
}
