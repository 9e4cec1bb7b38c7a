import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { insertEvents } from './seed-large-events.ts';
import { BENCH_ORGANIZERS, insertOrganizers, insertVenues } from './seed-large-venues.ts';

export { BENCH_SHARES } from './seed-large-events.ts';
export { BENCH_ORGANIZERS };

export interface SeedLargeOptions {
  /** Dates are spread over two years either side of this day. Default: today. */
  now?: Date;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Venues to spread the events over. Default: benchVenueCount(count). */
  venues?: number;
  /** Batches inserted at once, on as many connections. Default: 2 on Postgres, 1 on PGlite. */
  parallel?: number;
  /** Called after each batch with the number of events inserted so far. */
  onBatch?: (done: number) => void;
}

const DEFAULT_BATCH = 50_000;

/** One venue per hundred events, at least 20 and at most 10,000. */
export function benchVenueCount(events: number): number {
  return Math.min(10_000, Math.max(20, Math.round(events / 100)));
}

/**
 * Inserts `count` events (ids md5('bench-event-<n>'), slugs `<name>-<n>`) for load tests, set-based
 * and in batches, spread over two years before and after today, with BENCH_ORGANIZERS organisers
 * and venues across Brazilian cities; then refreshes the planner statistics. Re-running skips rows
 * already there.
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
  const venues = opts.venues ?? benchVenueCount(count);
  await insertOrganizers(handle);
  await insertVenues(handle, venues);
  const ranges: { first: number; last: number }[] = [];
  for (let first = 1; first <= count; first += batch)
    ranges.push({ first, last: Math.min(count, first + batch - 1) });
  let done = 0;
  // Computing the full-text vectors of the search index is most of the work: two connections
  // use two cores.
  const worker = async () => {
    for (let range = ranges.shift(); range; range = ranges.shift()) {
      await insertEvents(handle, range, anchor, venues);
      done += range.last - range.first + 1;
      opts.onBatch?.(done);
    }
  };
  const parallel = Math.max(1, opts.parallel ?? (handle.kind === 'postgres' ? 2 : 1));
  await Promise.all(Array.from({ length: parallel }, worker));
  await handle.db.execute(sql`ANALYZE profiles`);
  await handle.db.execute(sql`ANALYZE locations`);
  // VACUUM also moves the search index's pending entries into its tree and marks pages all-visible.
  await handle.db.execute(sql`VACUUM (ANALYZE) events`);
}
