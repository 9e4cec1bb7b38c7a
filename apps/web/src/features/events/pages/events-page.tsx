import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { EventList } from '../components/event-list.tsx';
import { EventsEmpty, EventsNoMatch } from '../components/events-empty.tsx';
import { EventsLoading } from '../components/events-loading.tsx';
import { EventFiltersBar } from '../components/filters/event-filters-bar.tsx';
import { hasActiveFilters } from '../lib/event-filters.ts';
import { eventListQuery } from '../lib/event-list-query.ts';
import { useEventFilters } from '../lib/use-event-filters.ts';
import { userTimeZone } from '../lib/user-time-zone.ts';

// The calendar and the map (with Leaflet) load only when their view opens.
const EventsCalendarView = lazy(() => import('../components/calendar/events-calendar-view.tsx'));
const EventsMapView = lazy(() => import('../components/map/events-map-view.tsx'));

/** /events — discover events: search, filters in the URL, and a list, calendar or map view. */
export function EventsPage() {
  const { t } = useTranslation('events');
  usePageMeta(t('documentTitle'), t('subtitle'));
  const state = useEventFilters();
  const { filters, clear } = state;
  const timeZone = useMemo(userTimeZone, []);
  const query = eventListQuery(filters, new Date(), timeZone);
  const filtered = hasActiveFilters(filters);

  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="events-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('title')}
        </h1>
        <p className="text-on-surface-variant">{t('subtitle')}</p>
      </header>
      <EventFiltersBar {...state} />
      <Suspense fallback={<EventsLoading />}>
        {filters.view === 'calendar' ? (
          <EventsCalendarView filters={filters} />
        ) : filters.view === 'map' ? (
          <EventsMapView query={query} />
        ) : (
          <EventList query={query} empty={filtered ? <EventsNoMatch onClear={clear} /> : <EventsEmpty />} />
        )}
      </Suspense>
    </section>
  );
}
