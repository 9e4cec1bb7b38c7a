import { CATEGORY_KEYS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { withUser } from '../client.ts';
import { BENCH_ORGANIZERS, BENCH_VENUES, seedLargeEvents } from './seed-large.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;

interface Summary {
  events: number;
  private_events: number;
  categories: number;
  first_start: Date | string;
  last_start: Date | string;
  organizers: number;
  venues: number;
  published: number;
}

describeEachBackend('seedLargeEvents', (ctx) => {
  const summary = async () => {
    const result = await ctx.db.execute(sql`
      SELECT count(*)::int AS events, count(*) FILTER (WHERE visibility = 'private')::int AS private_events,
        count(DISTINCT category)::int AS categories, min(start_datetime) AS first_start,
        max(start_datetime) AS last_start, count(DISTINCT organizer_id)::int AS organizers,
        count(DISTINCT location_id)::int AS venues,
        count(*) FILTER (WHERE published_at <= ${NOW.toISOString()}::timestamptz)::int AS published
      FROM events`);
    return result.rows[0] as unknown as Summary;
  };

  it('inserts the asked number of events in batches, spread ±2 years, and skips them on a rerun', async () => {
    const batches: number[] = [];
    await seedLargeEvents(ctx.handle, 2500, { now: NOW, batchSize: 1000, onBatch: (n) => batches.push(n) });
    expect(batches).toEqual([1000, 2000, 2500]);
    const s = await summary();
    expect(s.events).toBe(2500);
    expect(s.published).toBe(2500);
    expect(s.private_events).toBe(250);
    expect(s.categories).toBe(CATEGORY_KEYS.length);
    expect(s.organizers).toBe(BENCH_ORGANIZERS);
    expect(s.venues).toBe(BENCH_VENUES);
    expect(new Date(s.first_start).getTime()).toBeLessThan(NOW.getTime() - 700 * DAY);
    expect(new Date(s.last_start).getTime()).toBeGreaterThan(NOW.getTime() + 700 * DAY);

    await seedLargeEvents(ctx.handle, 3000, { now: NOW });
    expect((await summary()).events).toBe(3000);
  });

  it('makes public events visible to visitors and private ones not', async () => {
    await seedLargeEvents(ctx.handle, 100, { now: NOW });
    const visible = await withUser(ctx.db, null, (tx) =>
      tx.execute(sql`SELECT count(*)::int AS n FROM events WHERE slug LIKE 'bench-event-%'`),
    );
    expect((visible.rows[0] as { n: number }).n).toBe(90);
  });
});
