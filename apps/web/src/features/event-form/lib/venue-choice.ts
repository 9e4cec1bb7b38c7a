import type { EventVenue, Location } from '@eventos/domain';
import { formatStreetLine } from '../../locations/lib/format-address.ts';
import type { VenueChoice } from './event-form-values.ts';

/** A venue as the picker lists and shows it: a registered one, or the one an event names. */
export function venueChoiceOf(venue: Location | EventVenue): VenueChoice {
  const place = formatStreetLine({
    address: venue.address ?? '',
    number: venue.number ?? '',
    city: venue.city ?? '',
    state: venue.state ?? '',
    postalCode: venue.postalCode ?? '',
  });
  return { id: venue.id, name: venue.name, place };
}

/** The venue that appeared in `after` and was not in `before` (the one just created), or null. */
export function newVenue(before: ReadonlySet<string>, after: readonly Location[]): Location | null {
  return after.find((location) => !before.has(location.id)) ?? null;
}
