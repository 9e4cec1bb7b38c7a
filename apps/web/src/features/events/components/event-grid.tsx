import type { EventListItem } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { EventCard } from './event-card.tsx';

/** Spec §2 columns: one under 600 px, two under 900 px, otherwise three. */
export function EventGrid({ events }: { events: EventListItem[] }) {
  const { t } = useTranslation('events');
  return (
    <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-5 tablet:grid-cols-2 wide:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
