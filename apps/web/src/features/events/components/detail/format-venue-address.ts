import { type EventVenue, formatPostalCode } from '@eventos/domain';

const parts = (...values: (string | null)[]) => values.map((value) => value?.trim() ?? '').filter(Boolean);

/** 'Av. Paulista, 1578 – São Paulo/SP' (the parts that exist), as on the venue cards. */
export function formatVenueAddress(venue: EventVenue): string {
  const street = parts(venue.address, venue.number).join(', ');
  const place = parts(venue.city, venue.state).join('/');
  return [street, place].filter(Boolean).join(' – ');
}

/** The CEP as 01310-100, or '' when the venue has none. */
export function formatVenueCep(venue: EventVenue): string {
  return venue.postalCode?.trim() ? formatPostalCode(venue.postalCode) : '';
}

/** The venue as one line for calendars: 'MASP, Av. Paulista, 1578 – São Paulo/SP'. */
export function venueCalendarText(venue: EventVenue | null): string | null {
  if (!venue) return null;
  return parts(venue.name, formatVenueAddress(venue)).join(', ') || null;
}
