import type { EventListItem, EventVisibility } from '@eventos/domain';
import type { EventRow } from './events.repository.ts';

/** Shapes a row of events_with_details as a card of the public list. */
export function toEventListItem(row: EventRow): EventListItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    startDatetime: row.startDatetime.toISOString(),
    endDatetime: row.endDatetime?.toISOString() ?? null,
    category: row.category,
    visibility: row.visibility as EventVisibility,
    imagePath: row.imagePath,
    views: row.views,
    location: row.locationId
      ? { id: row.locationId, name: row.locationName ?? '', city: row.locationCity, state: row.locationState }
      : null,
  };
}
