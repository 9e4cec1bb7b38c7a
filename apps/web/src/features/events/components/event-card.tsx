import type { EventListItem } from '@eventos/domain';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../ui/card.tsx';
import { formatEventDate } from '../lib/format-event-date.ts';
import { formatEventPlace } from '../lib/format-event-place.ts';
import { CategoryChip } from './category-chip.tsx';
import { EventBadges } from './event-badges.tsx';
import { EventCover } from './event-cover.tsx';
import { PrivateBadge } from './private-badge.tsx';

/** One event in the list; the whole card is the link to the event page. */
export function EventCard({ event }: { event: EventListItem }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = formatEventDate(event.startDatetime, language);
  const place = formatEventPlace(event.location);

  return (
    <Card className="group relative flex h-full flex-col transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-primary has-[a:focus-visible]:outline-offset-2">
      <EventCover imagePath={event.imagePath} name={event.name} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {when ? (
          <p className="flex items-center gap-1.5 font-medium text-primary text-sm">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={event.startDatetime}>{when}</time>
          </p>
        ) : null}
        <h2 className="line-clamp-2 font-semibold text-lg text-on-surface leading-snug">
          <Link
            to={`/events/${event.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
          >
            {event.name}
          </Link>
        </h2>
        {place ? (
          <p className="flex items-center gap-1.5 text-on-surface-variant text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <CategoryChip category={event.category} />
          {event.visibility === 'private' ? <PrivateBadge /> : null}
          <EventBadges event={event} />
        </div>
      </div>
    </Card>
  );
}
