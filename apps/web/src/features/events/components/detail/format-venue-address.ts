import type { EventVenue } from '@eventos/domain';
import { formatStreetLine, formatVenuePostalCode } from '../../../locations/lib/format-address.ts';

/** The venue's address parts with the missing ones as '' (the shape of a saved location). */
const addressParts = (venue: EventVenue) => ({
  address: venue.address ?? '',
  number: venue.number ?? '',
  city: venue.city ?? '',
  state: venue.state ?? '',
  postalCode: venue.postalCode ?? '',
});

/** 'Av. Paulista, 1578 – São Paulo/SP' (the parts that exist), as on the venue cards. */
export function formatVenueAddress(venue: EventVenue): string {
  return formatStreetLine(addressParts(venue));
}

/** The CEP as 01310-100, or '' when the venue has none. */
export function formatVenueCep(venue: EventVenue): string {
  return formatVenuePostalCode(addressParts(venue));
}

/** The venue as one line for calendars: 'MASP, Av. Paulista, 1578 – São Paulo/SP'. */
export function venueCalendarText(venue: EventVenue | null): string | null {
  if (!venue) return null;
  return [venue.name.trim(), formatVenueAddress(venue)].filter(Boolean).join(', ') || null;
}
