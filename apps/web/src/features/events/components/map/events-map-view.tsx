import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useEventsInWindow } from '../../api/use-events-in-window.ts';
import type { EventListApiQuery } from '../../lib/event-list-query.ts';
import { formatEventDate } from '../../lib/format-event-date.ts';
import { mapPlaces } from '../../lib/map-markers.ts';
import { EventsError } from '../events-error.tsx';
import { LeafletMap } from './leaflet-map.tsx';

/** The map view of /events (its own chunk, with Leaflet): the filtered events that have a place. */
export default function EventsMapView({ query }: { query: EventListApiQuery }) {
  const { t, i18n } = useTranslation(['events', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const result = useEventsInWindow(query);
  const items = result.data?.items;
  const places = useMemo(() => mapPlaces(items ?? []), [items]);
  const formatWhen = useCallback((iso: string) => formatEventDate(iso, language), [language]);
  const located = places.reduce((sum, place) => sum + place.events.length, 0);

  if (result.isError && !result.data) {
    return (
      <EventsError error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
    );
  }

  return (
    <section aria-label={t('map.label')} className="flex flex-col gap-3">
      <p role="status" className="flex min-h-6 items-center gap-2 text-on-surface-variant text-sm">
        {result.isPending ? (
          <>
            <Spinner size="sm" />
            {t('common:loading')}
          </>
        ) : (
          t('map.summary', { located, total: items?.length ?? 0 })
        )}
      </p>
      <LeafletMap places={places} formatWhen={formatWhen} />
      {result.data?.truncated ? (
        <p className="text-on-surface-variant text-sm">{t('map.truncated')}</p>
      ) : null}
    </section>
  );
}
