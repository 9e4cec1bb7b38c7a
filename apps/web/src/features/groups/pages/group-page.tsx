import { htmlToPlainText } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { EventsError } from '../../events/components/events-error.tsx';
import { useGroupDetail } from '../api/use-group-detail.ts';
import { useMyGroupInvitation } from '../api/use-my-group-invitation.ts';
import { GroupDetailView } from '../components/group-detail-view.tsx';
import { GroupPageSkeleton } from '../components/group-page-skeleton.tsx';
import { InviteLinkPrompt } from '../components/invite-link-prompt.tsx';
import { InvitedToHiddenGroup } from '../components/invited-to-hidden-group.tsx';
import { clipText } from '../lib/clip-text.ts';
import { groupViewer } from '../lib/group-viewer.ts';
import { useCanonicalGroupUrl } from '../lib/use-canonical-group-url.ts';

/** Every namespace the page's parts use, loaded together so nothing suspends halfway. */
const NAMESPACES = ['groups', 'categories', 'events', 'eventDetails', 'fields'] as const;

const ERROR_NAMESPACES = ['fields'] as const;

/**
 * /groups/:id (an id or a slug; an id becomes the slug URL) — a group for whoever may see it. A
 * group that does not exist, or a private one the person is outside of, is the app's not-found
 * page, unless they hold an invitation to it (by account, or the e-mailed `?invite=` link).
 */
export function GroupPage() {
  const { t } = useTranslation(NAMESPACES);
  const param = useParams().id ?? '';
  const [params] = useSearchParams();
  const token = params.get('invite')?.trim() || null;
  const viewer = groupViewer(useSession());
  const query = useGroupDetail(param, viewer);
  const group = query.data;
  const notFound = !group && query.error instanceof ApiError && query.error.status === 404;
  const signedIn = viewer !== null && viewer !== 'visitor';
  const invitation = useMyGroupInvitation(param, viewer ?? 'visitor', notFound && signedIn && !token);

  useCanonicalGroupUrl(param, group, viewer);
  usePageMeta(
    group?.name ?? (token ? t('invitation.linkTitle') : t('detail.title')),
    (group && clipText(group.excerpt || htmlToPlainText(group.description ?? ''))) ||
      (group ? t('detail.metaFallback', { name: group.name }) : t('list.subtitle')),
  );

  if (viewer === null || (!group && !query.error)) return <GroupPageSkeleton />;
  if (notFound) {
    if (token) return <InviteLinkPrompt token={token} viewer={viewer} />;
    if (invitation.isLoading) return <GroupPageSkeleton />;
    if (invitation.data) return <InvitedToHiddenGroup invitation={invitation.data} />;
    // The router's error page, in its not-found variant ('Palco não encontrado!').
    throw query.error;
  }
  if (!group) {
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
    <div className="flex flex-col gap-6">
      {token && group.viewer.role === null ? (
        <InviteLinkPrompt token={token} viewer={viewer} name={group.name} />
      ) : null}
      <GroupDetailView group={group} viewer={viewer} />
    </div>
  );
}
