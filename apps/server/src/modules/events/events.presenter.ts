import type {
  EventDetail,
  EventListItem,
  EventOrganizer,
  EventStatus,
  EventType,
  EventVenue,
  EventVisibility,
} from '@eventos/domain';
import type { EventCardRow } from './event-cards.sql.ts';
import type { EventRow } from './events.repository.ts';

/** Shapes a card's columns of events_with_details as a card of the list. */
export function toEventListItem(row: EventCardRow): EventListItem {
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

/** The status people see: cancelled wins, then draft, then scheduled (published later), else published. */
export function eventStatus(
  row: Pick<EventRow, 'publishedAt' | 'cancelledAt'>,
  now = new Date(),
): EventStatus {
  if (row.cancelledAt) return 'cancelled';
  if (!row.publishedAt) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

/**
 * An event's row with what the event page adds to the view's columns: its group as the caller may
 * see it (name, slug and logo; null when they may not see the group) and whether the caller may
 * manage the event.
 */
export type EventDetailSource = EventRow & {
  groupSlug?: string | null;
  /** The caller manages the event (app.can_manage_event); when absent, only its organiser does. */
  canManage?: boolean;
};

/**
 * The group that organises the event, when the caller may see the group; else the person who
 * created it (someone invited to a private group's event does not learn the group's name).
 */
function toOrganizer(row: EventDetailSource): EventOrganizer {
  if (row.organizerType === 'group' && row.groupId && row.groupName && row.groupSlug)
    return {
      type: 'group',
      id: row.groupId,
      slug: row.groupSlug,
      name: row.groupName,
      logoPath: row.groupLogoPath,
    };
  return {
    type: 'user',
    id: row.organizerId,
    username: row.organizerUsername,
    firstName: row.organizerFirstName,
    lastName: row.organizerLastName,
    avatarPath: row.organizerAvatarPath,
  };
}

function toVenue(row: EventRow, accessibility: EventVenue['accessibilityOptions']): EventVenue | null {
  if (!row.locationId) return null;
  return {
    id: row.locationId,
    name: row.locationName ?? '',
    address: row.locationAddress,
    number: row.locationNumber,
    city: row.locationCity,
    state: row.locationState,
    country: row.locationCountry,
    postalCode: row.locationPostalCode,
    reference: row.locationReference,
    howToGetThere: row.locationHowToGetThere,
    parkingInfo: row.locationParkingInfo,
    additionalInfo: row.locationAdditionalInfo,
    mapsUrl: row.locationMapsUrl,
    mapsEmbed: row.locationMapsEmbed,
    image: row.locationImage,
    latitude: row.locationLatitude,
    longitude: row.locationLongitude,
    accessibilityOptions: accessibility,
  };
}

/**
 * Everything about one event for `callerId`. The online access link goes to whoever manages the
 * event and to people going or checked in (`attending`), to nobody else.
 */
export function toEventDetail(
  row: EventDetailSource,
  callerId: string | null,
  accessibility: EventVenue['accessibilityOptions'],
  attending = false,
): EventDetail {
  const isOwner = callerId !== null && (row.canManage ?? row.organizerId === callerId);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    summary: row.summary,
    description: row.description,
    startDatetime: row.startDatetime.toISOString(),
    endDatetime: row.endDatetime?.toISOString() ?? null,
    imagePath: row.imagePath,
    eventType: row.eventType as EventType,
    accessLink: isOwner || (callerId !== null && attending) ? row.accessLink : null,
    isPaid: row.isPaid,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    requiresTickets: row.requiresTickets,
    ticketLink: row.ticketLink,
    tags: row.tags,
    targetAudience: row.targetAudience,
    visibility: row.visibility as EventVisibility,
    status: eventStatus(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    organizer: toOrganizer(row),
    location: toVenue(row, accessibility),
    isOwner,
    capacity: row.capacity,
    rsvpDeadline: row.rsvpDeadline?.toISOString() ?? null,
  };
}
