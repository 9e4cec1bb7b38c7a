import type { EventListItem } from '@eventos/domain';
import { useId, useRef } from 'react';
import { EventCard } from '../../events/components/event-card.tsx';
import { useFeaturedImpression } from '../lib/use-featured-impression.ts';

interface FeaturedEventsProps {
  events: EventListItem[];
  /** The block's heading, translated by the page (its namespace is already loaded there). */
  title: string;
  /** The visible label on each card ("Patrocinado"). */
  label: string;
}

function FeaturedCard({ event, label }: { event: EventListItem; label: string }) {
  const node = useRef<HTMLLIElement>(null);
  useFeaturedImpression(node, event.id);
  return (
    <li ref={node} className="relative">
      <EventCard event={event} />
      {/* Text, not colour alone, says it is paid placement; it sits over the cover, not the link. */}
      <span className="pointer-events-none absolute start-3 top-3 z-10 rounded-full bg-surface px-2.5 py-1 font-semibold text-on-surface text-xs shadow-sm">
        {label}
      </span>
    </li>
  );
}

/**
 * The sponsored events of a first page, in their own labelled block above the results (which stay
 * as they are). Rendered from the same response as the list, so nothing moves once it shows.
 */
export function FeaturedEvents({ events, title, label }: FeaturedEventsProps) {
  const id = useId();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-on-surface-variant text-sm">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-5 tablet:grid-cols-2 wide:grid-cols-3">
        {events.map((event) => (
          <FeaturedCard key={event.id} event={event} label={label} />
        ))}
      </ul>
    </section>
  );
}
