import { htmlToPlainText } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useRecordEventView } from '../api/record-event-view.ts';
import { useEventDetail } from '../api/use-event-detail.ts';
import { EventDetailLoadState } from '../components/detail/event-detail-load-state.tsx';
import { EventDetailView } from '../components/detail/event-detail-view.tsx';
import { EventNotFound } from '../components/detail/event-not-found.tsx';
import { SavedCopyNote } from '../components/detail/saved-copy-note.tsx';
import { useCanonicalEventUrl } from '../components/detail/use-canonical-event-url.ts';

/** Every namespace the page's parts use, loaded together so nothing suspends halfway. */
const NAMESPACES = ['eventDetails', 'events', 'categories', 'locations', 'fields', 'savedEvents'] as const;

const META_DESCRIPTION_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > META_DESCRIPTION_LENGTH
    ? `${flat.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`
    : flat;
}

/** /events/:slug (or /events/:id, which becomes the slug URL): one event, for everyone who may see it. */
export function EventDetailPage() {
  const { t } = useTranslation(NAMESPACES);
  const param = useParams().slug ?? '';
  const query = useEventDetail(param);
  const event = query.data;
  const notFound = !event && query.error instanceof ApiError && query.error.status === 404;

  useCanonicalEventUrl(param, event);
  useRecordEventView(event?.id);
  usePageMeta(
    event?.name ?? (notFound ? t('notFound.title') : t('page.title')),
    (event && clip(event.summary || htmlToPlainText(event.description ?? ''))) ||
      (notFound ? t('notFound.message') : t('page.description')),
  );

  if (notFound) return <EventNotFound />;
  if (!event) {
    return (
      <EventDetailLoadState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!event.savedAt) return <EventDetailView event={event} />;
  // Without a connection: the copy saved on this device, and when it was saved.
  return (
    <div className="flex flex-col gap-4">
      <SavedCopyNote savedAt={event.savedAt} />
      <EventDetailView event={event} />
    </div>
  );
}
