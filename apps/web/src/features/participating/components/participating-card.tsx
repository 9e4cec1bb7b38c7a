import type { ParticipatingItem } from '@eventos/domain';
import { CalendarDays, CalendarPlus, MapPin, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatEventDate } from '../../events/lib/format-event-date.ts';
import { formatEventPlace } from '../../events/lib/format-event-place.ts';
import { ticketOf } from '../lib/ticket-holder.ts';
import { AttendanceChip } from './attendance-chip.tsx';
import { EventThumbnail } from './event-thumbnail.tsx';
import { TicketDialog } from './ticket-dialog.tsx';

/** One event I take part in: when and where, my status, add to calendar and, with a seat, my ticket. */
export function ParticipatingCard({ item }: { item: ParticipatingItem }) {
  const { t, i18n } = useTranslation('participating');
  const { event, attendance, interested } = item;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = formatEventDate(event.startDatetime, language);
  const place = event.eventType === 'online' ? t('card.online') : formatEventPlace(event.location);
  const ticket = ticketOf(attendance);
  const titleId = `participating-${event.id}`;

  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="flex gap-4">
        <EventThumbnail imagePath={event.imagePath} className="size-20 tablet:size-28" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <AttendanceChip attendance={attendance} interested={interested} />
            {event.cancelledAt ? (
              <span className="inline-flex items-center rounded-full bg-error-container px-2.5 py-1 font-medium text-on-error-container text-xs">
                {t('status.cancelledEvent')}
              </span>
            ) : null}
          </div>
          <h3 id={titleId} className="line-clamp-2 font-semibold text-lg text-on-surface leading-snug">
            <Link to={`/events/${event.slug}`} className="hover:underline">
              {event.name}
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
              <span className="truncate">{place}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {ticket ? (
          <TicketDialog
            event={event}
            ticket={ticket}
            trigger={
              <button type="button" className={buttonClasses('primary', 'compact')}>
                <Ticket aria-hidden="true" className="size-4" />
                {t('card.viewTicket')}
              </button>
            }
          />
        ) : null}
        {event.cancelledAt ? null : (
          <a
            href={`/api/v1/events/${event.id}/calendar.ics`}
            download={`${event.slug}.ics`}
            className={buttonClasses('outline', 'compact')}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('card.addToCalendar')}
          </a>
        )}
      </div>
    </Card>
  );
}
