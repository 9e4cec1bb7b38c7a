import {
  formatPostalCode,
  type Location,
  type LocationInput,
  type LocationList,
  openStreetMapLinks,
} from '@eventos/domain';
import { type Database, type Tx, withUser } from '../../db/client.ts';
import { isPgError, PG_ERROR } from '../../db/pg-error.ts';
import type { Caller } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem } from '../../http/problem.ts';
import { assertActiveProfile } from '../me/active-profile.ts';
import { toLocation } from './locations.presenter.ts';
import {
  deleteOwn,
  existingAccessibilityIds,
  insertOwn,
  type LocationValues,
  listOwn,
  searchPublic,
  updateOwn,
} from './locations.repository.ts';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The columns a venue form writes: optional texts empty → null, CEP with its hyphen, map links from the point. */
function toValues(input: LocationInput): LocationValues {
  return {
    name: input.name,
    postalCode: formatPostalCode(input.postalCode),
    address: input.address,
    number: input.number,
    country: input.country,
    state: input.state,
    city: input.city,
    reference: blankToNull(input.reference),
    additionalInfo: blankToNull(input.additionalInfo),
    howToGetThere: blankToNull(input.howToGetThere),
    parkingInfo: blankToNull(input.parkingInfo),
    accessibilityOptions: [...new Set(input.accessibilityOptions)],
    isPublic: input.isPublic,
    latitude: input.latitude,
    longitude: input.longitude,
    ...openStreetMapLinks(input.latitude, input.longitude),
  };
}

/** Every chosen accessibility option must exist; otherwise a 400 beside the selector. */
async function checkAccessibilityOptions(tx: Tx, ids: readonly string[]): Promise<void> {
  const found = await existingAccessibilityIds(tx, ids);
  if (ids.some((id) => !found.has(id))) {
    throw fieldProblem(400, 'accessibilityOptions', 'validation.location.accessibility_options.invalid');
  }
}

export function listOwnLocations(db: Database, caller: Caller, term?: string): Promise<LocationList> {
  return withUser(db, caller.userId, async (tx) => {
    const rows = await listOwn(tx, caller.userId, term || undefined);
    return { items: rows.map((row) => toLocation(row, caller.userId)) };
  });
}

export function searchPublicLocations(
  db: Database,
  caller: Caller,
  term: string | undefined,
  limit: number,
): Promise<LocationList> {
  return withUser(db, caller.userId, async (tx) => {
    const rows = await searchPublic(tx, term, limit);
    return { items: rows.map((row) => toLocation(row, caller.userId)) };
  });
}

/** Registers a venue for the caller, who needs a complete profile. */
export function createLocation(db: Database, caller: Caller, input: LocationInput): Promise<Location> {
  return withUser(db, caller.userId, async (tx) => {
    await assertActiveProfile(tx, caller.userId);
    const values = toValues(input);
    await checkAccessibilityOptions(tx, values.accessibilityOptions ?? []);
    return toLocation(await insertOwn(tx, caller.userId, values), caller.userId);
  });
}

/** Replaces one of the caller's venues; anyone else's (or an unknown id) is not found. */
export function updateLocation(
  db: Database,
  caller: Caller,
  id: string,
  input: LocationInput,
): Promise<Location> {
  return withUser(db, caller.userId, async (tx) => {
    const values = toValues(input);
    await checkAccessibilityOptions(tx, values.accessibilityOptions ?? []);
    const row = await updateOwn(tx, id, values);
    if (!row) throw new HttpProblem(404, 'location.not_found');
    return toLocation(row, caller.userId);
  });
}

/**
 * Deletes one of the caller's venues; one an event still uses is a 409 (spec §8) and stays. The
 * events foreign key is ON DELETE RESTRICT: Postgres 15 reports 23503, newer versions 23001.
 */
export async function deleteLocation(db: Database, caller: Caller, id: string): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await withUser(db, caller.userId, (tx) => deleteOwn(tx, id));
  } catch (err) {
    if (isPgError(err, PG_ERROR.foreignKeyViolation) || isPgError(err, PG_ERROR.restrictViolation))
      throw new HttpProblem(409, 'location.in_use');
    throw err;
  }
  if (!deleted) throw new HttpProblem(404, 'location.not_found');
}
