import type { EventDetail } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { EventDiscussionSlot } from '../../../event-discussion/components/event-discussion-slot.tsx';
import { EventSponsorsSlot } from '../../../sponsorships/components/event-sponsors-slot.tsx';
import { CategoryChip } from '../category-chip.tsx';
import { PrivateBadge } from '../private-badge.tsx';
import { EventAbout } from './event-about.tsx';
import { EventDetailCover } from './event-detail-cover.tsx';
import { EventOrganizer } from './event-organizer.tsx';
import { EventSideCard } from './event-side-card.tsx';
import { EventStatusBanner } from './event-status-banner.tsx';
import { EventVenueCard } from './event-venue-card.tsx';

/** The absolute address people share and calendars link back to. */
export function eventPageUrl(slug: string): string {
  return new URL(`/events/${encodeURIComponent(slug)}`, window.location.origin).href;
}

/**
 * Everything about one event. One column on phones (title, then the side card, then the rest); from
 * 900 px the side card sits beside the content and stays in view while the page scrolls.
 */
export function EventDetailView({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventDetails');
  const url = eventPageUrl(event.slug);

  return (
    <article
      aria-labelledby="event-title"
      className="grid grid-cols-1 gap-6 wide:grid-cols-[minmax(0,1fr)_20rem] wide:gap-x-10 desktop:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <header className="flex flex-col gap-4 wide:col-start-1">
        <EventStatusBanner event={event} />
        <EventDetailCover imagePath={event.imagePath} name={event.name} />
        <div className="flex flex-wrap items-center gap-2">
          <CategoryChip category={event.category} />
          {event.subcategory?.trim() ? (
            <span dir="auto" className="text-on-surface-variant text-sm">
              {event.subcategory}
            </span>
          ) : null}
          {event.visibility === 'private' ? <PrivateBadge /> : null}
        </div>
        <h1
          id="event-title"
          dir="auto"
          className="text-balance break-words font-bold text-3xl text-on-background tracking-tight tablet:text-4xl"
        >
          {event.name}
        </h1>
        <EventOrganizer organizer={event.organizer} />
      </header>
      <aside
        aria-label={t('actions.title')}
        className="wide:sticky wide:top-20 wide:col-start-2 wide:row-span-2 wide:row-start-1 wide:self-start"
      >
        <EventSideCard event={event} url={url} />
      </aside>
      <div className="flex min-w-0 flex-col gap-10 wide:col-start-1">
        <EventAbout event={event} />
        {event.location ? <EventVenueCard venue={event.location} /> : null}
        <EventSponsorsSlot eventId={event.id} />
        <EventDiscussionSlot eventId={event.id} />
      </div>
    </article>
  );
}
