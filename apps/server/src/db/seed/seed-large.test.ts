import { CATEGORY_KEYS } from '@eventos/domain';
import { count, countDistinct, like, max, min, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { withUser } from '../client.ts';
import { events } from '../schema/index.ts';
import { BENCH_ORGANIZERS, BENCH_VENUES, seedLargeEvents } from './seed-large.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;

describeEachBackend('seedLargeEvents', (ctx) => {
  const summary = async () => {
    const [row] = await ctx.db
      .select({
        events: count(),
        privateEvents: sql<number>`count(*) filter (where ${events.visibility} = 'private')::int`,
        published: sql<number>`count(*) filter (where ${events.publishedAt} <= ${NOW.toISOString()}::timestamptz)::int`,
        categories: countDistinct(events.category),
        organizers: countDistinct(events.organizerId),
        venues: countDistinct(events.locationId),
        firstStart: min(events.startDatetime),
        lastStart: max(events.startDatetime),
      })
      .from(events);
    if (!row) throw new Error('no summary row');
    return row;
  };

  it('inserts the asked number of events in batches, spread ±2 years, and skips them on a rerun', async () => {
    const batches: number[] = [];
    await seedLargeEvents(ctx.handle, 2500, { now: NOW, batchSize: 1000, onBatch: (n) => batches.push(n) });
    expect(batches).toEqual([1000, 2000, 2500]);
    const s = await summary();
    expect(s.events).toBe(2500);
    expect(s.published).toBe(2500);
    expect(s.privateEvents).toBe(250);
    expect(s.categories).toBe(CATEGORY_KEYS.length);
    expect(s.organizers).toBe(BENCH_ORGANIZERS);
    expect(s.venues).toBe(BENCH_VENUES);
    expect(s.firstStart?.getTime()).toBeLessThan(NOW.getTime() - 700 * DAY);
    expect(s.lastStart?.getTime()).toBeGreaterThan(NOW.getTime() + 700 * DAY);

    await seedLargeEvents(ctx.handle, 3000, { now: NOW });
    expect((await summary()).events).toBe(3000);
  });

  it('makes public events visible to visitors and private ones not', async () => {
    await seedLargeEvents(ctx.handle, 100, { now: NOW });
    const [visible] = await withUser(ctx.db, null, (tx) =>
      tx.select({ n: count() }).from(events).where(like(events.slug, 'bench-event-%')),
    );
    expect(visible?.n).toBe(90);
  });
});
