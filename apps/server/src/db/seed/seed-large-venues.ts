import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { benchId, draw, numberArray, pickText, pickWeighted, textArray } from './seed-large-sql.ts';
import {
  BENCH_CITIES,
  BENCH_FIRST_NAMES,
  BENCH_LAST_NAMES,
  BENCH_STREETS,
  BENCH_VENUE_KINDS,
  BENCH_VENUE_NAMES,
} from './seed-large-vocabulary.ts';

export const BENCH_ORGANIZERS = 200;

const CITY_WEIGHTS = BENCH_CITIES.map((c) => c[4]);
export const cityNames = textArray(BENCH_CITIES.map((c) => c[0]));

/** The 1-based BENCH_CITIES index of venue `v` (an SQL expression), the same wherever it is computed. */
export const venueCityIndex = (v: SQL): SQL => pickWeighted(CITY_WEIGHTS, draw(v, 101));

export async function insertOrganizers(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO auth_users (id, name, email)
    SELECT ${benchId('bench-profile-', sql`k`)}, 'bench_organizer_' || k, 'bench_organizer_' || k || '@bench.invalid'
    FROM generate_series(0, ${BENCH_ORGANIZERS - 1}) AS k
    ON CONFLICT DO NOTHING`);
  await handle.db.execute(sql`
    INSERT INTO profiles (id, username, first_name, last_name, role, status)
    SELECT ${benchId('bench-profile-', sql`k`)}, 'bench_organizer_' || k,
      ${pickText(BENCH_FIRST_NAMES, sql`k`)},
      ${pickText(BENCH_LAST_NAMES, sql`(k / ${BENCH_FIRST_NAMES.length})`)},
      'user', 'active'
    FROM generate_series(0, ${BENCH_ORGANIZERS - 1}) AS k
    ON CONFLICT DO NOTHING`);
}

/**
 * Venues 0..count-1 across BENCH_CITIES (weighted by size), a few hundred metres to a few kilometres
 * around the city centre; 85% public, the rest private to their owner.
 */
export async function insertVenues(handle: DatabaseHandle, count: number): Promise<void> {
  const v = sql`v`;
  const city = venueCityIndex(v);
  // ±0.04° of latitude and longitude: within about 4.5 km of the centre.
  const jitter = (stream: number) => sql`((${draw(v, stream)} % 8001) - 4000) / 100000.0`;
  await handle.db.execute(sql`
    INSERT INTO locations (id, user_id, name, postal_code, address, number, city, state, country,
      latitude, longitude, is_public)
    SELECT ${benchId('bench-venue-', v)}, ${benchId('bench-profile-', sql`${v} % ${BENCH_ORGANIZERS}`)},
      ${pickText(BENCH_VENUE_KINDS, draw(v, 102))} || ' ' || ${pickText(BENCH_VENUE_NAMES, draw(v, 103))},
      lpad((${draw(v, 104)} % 100000)::text, 5, '0') || '-' || lpad((${draw(v, 105)} % 1000)::text, 3, '0'),
      ${pickText(BENCH_STREETS, draw(v, 106))},
      (1 + ${draw(v, 107)} % 3000)::text,
      ${cityNames}[${city}],
      ${textArray(BENCH_CITIES.map((c) => c[1]))}[${city}],
      'BR',
      ${numberArray(
        BENCH_CITIES.map((c) => c[2]),
        'float8',
      )}[${city}] + ${jitter(108)},
      ${numberArray(
        BENCH_CITIES.map((c) => c[3]),
        'float8',
      )}[${city}] + ${jitter(109)},
      ${draw(v, 110)} % 100 < 85
    FROM generate_series(0, ${count - 1}) AS v
    ON CONFLICT DO NOTHING`);
}
