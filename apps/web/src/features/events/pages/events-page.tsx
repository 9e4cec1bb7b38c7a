import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EventList } from '../components/event-list.tsx';

/** /events — the public list of events (loaded lazily by the router). */
export function EventsPage() {
  const { t } = useTranslation(['events', 'categories']);
  const title = t('title');

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  return (
    <section aria-labelledby="events-title">
      <header className="mb-6 flex flex-col gap-1">
        <h1 id="events-title" className="font-bold text-3xl text-on-background tracking-tight">
          {title}
        </h1>
        <p className="text-on-surface-variant">{t('subtitle')}</p>
      </header>
      <EventList />
    </section>
  );
}
