import type { EventListItem, EventType, EventVisibility } from '@eventos/domain';
import type { EventRow } from './events.repository.ts';

/** Shapes a row of events_with_details as a card of the list. */
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
    eventType: row.eventType as EventType,
    isPaid: row.isPaid,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    isDraft: row.publishedAt === null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    location: row.locationId
      ? {
          id: row.locationId,
          name: row.locationName ?? '',
          city: row.locationCity,
          state: row.locationState,
          latitude: row.locationLatitude,
          longitude: row.locationLongitude,
        }
      : null,
  };
}
