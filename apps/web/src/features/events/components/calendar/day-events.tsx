import { type EventListItem, parseIsoDay } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { EventGrid } from '../event-grid.tsx';

/** The events of the chosen day, as cards. */
export function DayEvents({ dayKey, events }: { dayKey: string; events: EventListItem[] }) {
  const { t, i18n } = useTranslation('events');
  const day = parseIsoDay(dayKey);
  if (!day) return null;
  const title = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)));

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h3 className="font-semibold text-on-background text-xl first-letter:uppercase">{title}</h3>
      {events.length > 0 ? (
        <EventGrid events={events} />
      ) : (
        <p className="text-on-surface-variant">{t('calendar.noEventsThatDay')}</p>
      )}
    </section>
  );
}
