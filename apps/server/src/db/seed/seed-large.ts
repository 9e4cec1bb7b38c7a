import { CATEGORY_KEYS } from '@eventos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import {
  BENCH_CITIES,
  BENCH_EVENT_KINDS,
  BENCH_EVENT_TOPICS,
  BENCH_FIRST_NAMES,
  BENCH_LAST_NAMES,
  BENCH_VENUE_KINDS,
} from './seed-large-vocabulary.ts';

export interface SeedLargeOptions {
  /** Dates are spread over two years either side of this day. Default: today. */
  now?: Date;
  /** Rows per INSERT statement; PGlite copes well with 50k. */
  batchSize?: number;
  /** Called after each batch with the number of events inserted so far. */
  onBatch?: (done: number) => void;
}

export const BENCH_ORGANIZERS = 8;
export const BENCH_VENUES = 20;
const DEFAULT_BATCH = 50_000;
/**
 * Start days spread evenly over 4 × 365.25 days (1461 and the prime 48271 share no factor, so any
 * 1461 consecutive events land on different days); start times on quarter-hours from 08:00 to 21:45
 * in Brazil (11:00–00:45 UTC), so many events share a start and keyset pages must break ties by id.
 */
const SPREAD_DAYS = 1461;
const DAY_MULTIPLIER = 48_271;
const TIME_SLOTS = 56;
const TIME_MULTIPLIER = 7_919;

const textArray = (items: readonly string[]): SQL =>
  sql`(ARRAY[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[])`;

/** `md5(prefix || n)::uuid`: deterministic ids the seed can recompute without reading them back. */
const benchId = (prefix: string, n: SQL): SQL => sql`md5(${prefix} || (${n})::text)::uuid`;

async function insertOrganizers(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO auth_users (id, name, email)
    SELECT ${benchId('bench-profile-', sql`k`)}, 'bench_organizer_' || k, 'bench_organizer_' || k || '@bench.invalid'
    FROM generate_series(0, ${BENCH_ORGANIZERS - 1}) AS k
    ON CONFLICT DO NOTHING`);
  await handle.db.execute(sql`
    INSERT INTO profiles (id, username, first_name, last_name, role, status)
    SELECT ${benchId('bench-profile-', sql`k`)}, 'bench_organizer_' || k,
      ${textArray(BENCH_FIRST_NAMES)}[1 + k % ${BENCH_FIRST_NAMES.length}],
      ${textArray(BENCH_LAST_NAMES)}[1 + k % ${BENCH_LAST_NAMES.length}], 'user', 'active'
    FROM generate_series(0, ${BENCH_ORGANIZERS - 1}) AS k
    ON CONFLICT DO NOTHING`);
}

async function insertVenues(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO locations (id, user_id, name, city, state, country, is_public)
    SELECT ${benchId('bench-venue-', sql`v`)}, ${benchId('bench-profile-', sql`v % ${BENCH_ORGANIZERS}`)},
      ${textArray(BENCH_VENUE_KINDS)}[1 + v % ${BENCH_VENUE_KINDS.length}] || ' ' || ${textArray(BENCH_CITIES.map((c) => c[0]))}[1 + v % ${BENCH_CITIES.length}],
      ${textArray(BENCH_CITIES.map((c) => c[0]))}[1 + v % ${BENCH_CITIES.length}],
      ${textArray(BENCH_CITIES.map((c) => c[1]))}[1 + v % ${BENCH_CITIES.length}], 'BR', true
    FROM generate_series(0, ${BENCH_VENUES - 1}) AS v
    ON CONFLICT DO NOTHING`);
}

/** Events first..last: 90% public, 10% private, all published; 1 in 25 online (no venue). */
async function insertEvents(
  handle: DatabaseHandle,
  first: number,
  last: number,
  anchor: Date,
): Promise<void> {
  const kinds = textArray(BENCH_EVENT_KINDS);
  const topics = textArray(BENCH_EVENT_TOPICS);
  const cities = textArray(BENCH_CITIES.map((c) => c[0]));
  await handle.db.execute(sql`
    INSERT INTO events (id, slug, name, summary, start_datetime, end_datetime, category, visibility,
      organizer_id, location_id, published_at, views, created_at, updated_at)
    SELECT ${benchId('bench-event-', sql`n`)}, 'bench-event-' || n,
      ${kinds}[1 + n % ${BENCH_EVENT_KINDS.length}] || ' de ' || ${topics}[1 + (n / 7) % ${BENCH_EVENT_TOPICS.length}],
      'Edição ' || (1 + n % 40) || ' em ' || ${cities}[1 + n % ${BENCH_CITIES.length}] || ': programação aberta a todos.',
      t.starts, t.starts + (1 + n % 5) * interval '1 hour',
      ${textArray(CATEGORY_KEYS)}[1 + (n / 3) % ${CATEGORY_KEYS.length}],
      CASE WHEN n % 10 = 3 THEN 'private' ELSE 'public' END,
      ${benchId('bench-profile-', sql`n % ${BENCH_ORGANIZERS}`)},
      CASE WHEN n % 25 = 0 THEN NULL ELSE ${benchId('bench-venue-', sql`n % ${BENCH_VENUES}`)} END,
      c.created, (n * 37) % 5000, c.created, c.created
    FROM generate_series(${first}::int, ${last}::int) AS n
    CROSS JOIN LATERAL (
      SELECT ${anchor.toISOString()}::timestamptz - interval '730 days' + interval '11 hours'
        + ((n::bigint * ${DAY_MULTIPLIER}) % ${SPREAD_DAYS}) * interval '1 day'
        + ((n::bigint * ${TIME_MULTIPLIER}) % ${TIME_SLOTS}) * interval '15 minutes' AS starts
    ) t
    CROSS JOIN LATERAL (
      SELECT least(t.starts, ${anchor.toISOString()}::timestamptz) - (1 + n % 60) * interval '1 day' AS created
    ) c
    ON CONFLICT DO NOTHING`);
}

/**
 * Inserts `count` events (`bench-event-1` … `bench-event-<count>`) for load tests, set-based and in
 * batches, spread over two years before and after today, with a few organisers and public venues
 * of their own; then refreshes the planner statistics. Re-running skips rows already there.
 */
export async function seedLargeEvents(
  handle: DatabaseHandle,
  count: number,
  opts: SeedLargeOptions = {},
): Promise<void> {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number, got ${count}`);
  const now = opts.now ?? new Date();
  const anchor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const batch = opts.batchSize ?? DEFAULT_BATCH;
  await insertOrganizers(handle);
  await insertVenues(handle);
  for (let first = 1; first <= count; first += batch) {
    const last = Math.min(count, first + batch - 1);
    await insertEvents(handle, first, last, anchor);
    opts.onBatch?.(last);
  }
  await handle.db.execute(sql`ANALYZE profiles`);
  await handle.db.execute(sql`ANALYZE locations`);
  await handle.db.execute(sql`ANALYZE events`);
}
