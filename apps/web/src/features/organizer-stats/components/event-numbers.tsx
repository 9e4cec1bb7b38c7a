import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NumbersLoading, NumbersSkeleton } from './numbers-skeleton.tsx';

// The charts and their library load only when this section shows (never in a page's first load).
const EventNumbersPanel = lazy(() => import('../panels/event-numbers-panel.tsx'));

function EventNumbersSection({ eventId }: { eventId: string }) {
  const { t } = useTranslation('organizerStats');
  return (
    <section aria-labelledby="event-numbers-title" className="flex flex-col gap-3">
      <h2 id="event-numbers-title" className="font-semibold text-on-background text-xl">
        {t('title')}
      </h2>
      <Suspense fallback={<NumbersLoading />}>
        <EventNumbersPanel eventId={eventId} />
      </Suspense>
    </section>
  );
}

/** "Números" of one event for its organiser: RSVPs over time, views and the check-in rate. */
export function EventNumbers({ eventId }: { eventId: string }) {
  return (
    <Suspense fallback={<NumbersSkeleton />}>
      <EventNumbersSection eventId={eventId} />
    </Suspense>
  );
}
