import { type EventDetail, googleCalendarUrl, htmlToPlainText } from '@eventos/domain';
import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, menuItemClasses } from './action-menu.tsx';
import { venueCalendarText } from './format-venue-address.ts';

/** Calendar links carry the description in the address: keep it well under what browsers accept. */
const MAX_DETAILS = 1_000;

function calendarDetails(event: EventDetail): string | null {
  const text = event.description ? htmlToPlainText(event.description) : (event.summary ?? '');
  if (!text) return null;
  return text.length > MAX_DETAILS ? `${text.slice(0, MAX_DETAILS - 1).trimEnd()}…` : text;
}

/** "Adicionar à agenda": the .ics file (any calendar app) or Google Calendar's form, filled in. */
export function AddToCalendar({ event, url }: { event: EventDetail; url: string }) {
  const { t } = useTranslation('eventDetails');
  const [open, setOpen] = useState(false);
  const google = googleCalendarUrl({
    uid: event.id,
    name: event.name,
    startDatetime: event.startDatetime,
    endDatetime: event.endDatetime,
    description: calendarDetails(event),
    location: venueCalendarText(event.location),
    url,
  });

  return (
    <ActionMenu
      label={t('calendar.button')}
      icon={<CalendarPlus aria-hidden="true" className="size-4" />}
      open={open}
      onOpenChange={setOpen}
    >
      <a
        href={`/api/v1/events/${event.id}/calendar.ics`}
        download={`${event.slug}.ics`}
        className={menuItemClasses}
        onClick={() => setOpen(false)}
      >
        <Download aria-hidden="true" className="size-4 text-primary" />
        {t('calendar.ics')}
      </a>
      <a
        href={google}
        target="_blank"
        rel="noopener noreferrer"
        className={menuItemClasses}
        onClick={() => setOpen(false)}
      >
        <ExternalLink aria-hidden="true" className="size-4 text-primary" />
        {t('calendar.google')}
        <span className="sr-only">{t('actions.newTab')}</span>
      </a>
    </ActionMenu>
  );
}
