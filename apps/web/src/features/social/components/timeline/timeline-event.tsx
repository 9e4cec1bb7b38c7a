import type { EventListItem } from '@eventos/domain';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uploadUrl } from '../../../../lib/upload-url.ts';
import { formatEventDate } from '../../../events/lib/format-event-date.ts';
import { formatEventPlace } from '../../../events/lib/format-event-place.ts';

/**
 * The event a card is about: its picture, name (a link to its page), when and where, and what the
 * card offers to do about it (the RSVP).
 */
export function TimelineEvent({ event, action }: { event: EventListItem; action: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = formatEventDate(event.startDatetime, language);
  const place = formatEventPlace(event.location);
  const href = `/events/${encodeURIComponent(event.slug)}`;

  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-outline-variant tablet:flex-row">
      {event.imagePath ? (
        <img
          src={uploadUrl(event.imagePath)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-surface-variant object-cover tablet:w-56"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 font-semibold text-on-surface leading-snug">
          <Link to={href} className="hover:underline">
            <bdi>{event.name}</bdi>
          </Link>
        </h3>
        {when ? (
          <p className="flex items-center gap-1.5 font-medium text-primary text-sm">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={event.startDatetime}>{when}</time>
          </p>
        ) : null}
        {place ? (
          <p className="flex items-center gap-1.5 text-on-surface-variant text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <bdi className="truncate">{place}</bdi>
          </p>
        ) : null}
        <div className="pt-1">{action}</div>
      </div>
    </div>
  );
}
