import type { Location } from '@eventos/domain';
import { formatStreetLine } from '../../locations/lib/format-address.ts';
import type { VenueChoice } from './event-form-values.ts';

/** A registered venue as the picker lists and shows it. */
export function venueChoiceOf(location: Location): VenueChoice {
  return { id: location.id, name: location.name, place: formatStreetLine(location) };
}

/** The venue that appeared in `after` and was not in `before` (the one just created), or null. */
export function newVenue(before: ReadonlySet<string>, after: readonly Location[]): Location | null {
  return after.find((location) => !before.has(location.id)) ?? null;
}
