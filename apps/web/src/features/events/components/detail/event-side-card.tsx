import { EVENT_TYPES_WITH_ACCESS_LINK, type EventDetail } from '@eventos/domain';
import { CalendarDays, Globe, MapPin, Pencil, Ticket, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session/session-context.tsx';
import { buttonClasses } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { ReportEventAction } from '../../../event-discussion/components/report-event-action.tsx';
import { useEventAttendance } from '../../api/use-event-attendance.ts';
import { formatEventPlace } from '../../lib/format-event-place.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { attendanceViewer, EventAttendanceBlock } from './attendance/event-attendance-block.tsx';
import { EventOnlineAccess } from './event-online-access.tsx';
import { eventPriceText } from './event-price.ts';
import { formatEventRange } from './format-event-range.ts';
import { ShareEvent } from './share-event.tsx';

interface EventSideCardProps {
  event: EventDetail;
  /** Absolute address of the event page (shared and put in calendars). */
  url: string;
}

/**
 * The card beside the event (below its title on phones): who goes and the RSVP, when, where,
 * price, tickets and actions.
 */
export function EventSideCard({ event, url }: EventSideCardProps) {
  const { t, i18n } = useTranslation('eventDetails');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = formatEventRange(event.startDatetime, event.endDatetime, language);
  const place = event.location ? formatEventPlace(event.location) : null;
  const online = (EVENT_TYPES_WITH_ACCESS_LINK as readonly string[]).includes(event.eventType);
  const cancelled = event.status === 'cancelled';
  const viewer = attendanceViewer(useSession());
  // The event is read again after an RSVP; the attendance answer already carries the link.
  const attendance = useEventAttendance(event.id, viewer ?? 'visitor', viewer !== null).data;
  const accessLink = event.accessLink ?? attendance?.accessLink ?? null;

  return (
    <Card className="flex flex-col gap-4 p-5">
      <EventAttendanceBlock event={event} />
      <hr className="border-outline-variant" />
      <Row icon={<CalendarDays aria-hidden="true" className="size-5" />} label={t('when.title')}>
        <time dateTime={event.startDatetime} className="font-medium text-on-surface">
          {when}
        </time>
        <span className="text-on-surface-variant text-xs">{t('when.timeZone')}</span>
      </Row>
      <Row
        icon={
          event.eventType === 'online' ? (
            <Globe aria-hidden="true" className="size-5" />
          ) : (
            <MapPin aria-hidden="true" className="size-5" />
          )
        }
        label={t('type.label')}
      >
        <span className="font-medium text-on-surface">{t(`type.${event.eventType}`)}</span>
        {event.location ? (
          <span dir="auto" className="text-on-surface-variant">
            {[event.location.name, place !== event.location.name ? place : null].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </Row>
      {online ? <EventOnlineAccess accessLink={accessLink} isOwner={event.isOwner} /> : null}
      <Row icon={<Wallet aria-hidden="true" className="size-5" />} label={t('price.title')}>
        <span className="font-medium text-on-surface">{eventPriceText(event, language, t)}</span>
        {event.requiresTickets ? (
          <span className="text-on-surface-variant text-xs">{t('price.required')}</span>
        ) : null}
      </Row>
      <div className="flex flex-col gap-2">
        {event.ticketLink && !cancelled ? (
          <a
            href={event.ticketLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            <Ticket aria-hidden="true" className="size-4" />
            {t(event.isPaid ? 'price.buy' : 'price.reserve')}
            <span className="sr-only">{t('actions.newTab')}</span>
          </a>
        ) : null}
        <ShareEvent name={event.name} url={url} />
        {cancelled ? null : <AddToCalendar event={event} url={url} />}
        {event.isOwner ? (
          <Link to={`/events/${event.id}/edit`} className={buttonClasses('ghost', 'md', 'w-full')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('actions.edit')}
          </Link>
        ) : null}
        {viewer !== null && viewer !== 'visitor' && !event.isOwner ? (
          <ReportEventAction eventId={event.id} eventName={event.name} />
        ) : null}
      </div>
    </Card>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-primary">{icon}</span>
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="sr-only">{label}</span>
        {children}
      </div>
    </div>
  );
}
