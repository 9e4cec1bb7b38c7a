import { CATEGORY_KEYS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { queryRows, withUser } from '../client.ts';
import { BENCH_ORGANIZERS, BENCH_SHARES, benchVenueCount, seedLargeEvents } from './seed-large.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;

interface Summary {
  events: number;
  slugs: number;
  tidySlugs: number;
  online: number;
  onlineWithVenueOrNoLink: number;
  hybrid: number;
  venueEventsBroken: number;
  paid: number;
  paidWithoutPrice: number;
  freeWithPrice: number;
  ticketsWithoutLink: number;
  private: number;
  drafts: number;
  cancelled: number;
  categories: number;
  venues: number;
  cities: number;
  venuesWithoutPoint: number;
  foreignOrganizers: number;
  withoutTags: number;
  firstStart: Date;
  lastStart: Date;
}

describeEachBackend('seedLargeEvents', (ctx) => {
  const summary = async (): Promise<Summary> => {
    const [row] = await queryRows<Summary>(
      ctx.db,
      sql`SELECT
        count(*)::int AS events,
        count(DISTINCT e.slug)::int AS slugs,
        count(*) FILTER (WHERE e.slug ~ '^[a-z0-9]+(-[a-z0-9]+)*-[0-9]+$')::int AS "tidySlugs",
        count(*) FILTER (WHERE e.event_type = 'online')::int AS online,
        count(*) FILTER (WHERE e.event_type = 'online' AND (e.location_id IS NOT NULL OR e.access_link IS NULL))::int
          AS "onlineWithVenueOrNoLink",
        count(*) FILTER (WHERE e.event_type = 'hibrido')::int AS hybrid,
        count(*) FILTER (WHERE e.event_type <> 'online' AND (l.id IS NULL OR (e.event_type = 'presencial') <> (e.access_link IS NULL)))::int
          AS "venueEventsBroken",
        count(*) FILTER (WHERE e.is_paid)::int AS paid,
        count(*) FILTER (WHERE e.is_paid AND (e.price_min_cents IS NULL OR NOT e.requires_tickets))::int AS "paidWithoutPrice",
        count(*) FILTER (WHERE NOT e.is_paid AND (e.price_min_cents IS NOT NULL OR e.price_max_cents IS NOT NULL))::int AS "freeWithPrice",
        count(*) FILTER (WHERE e.requires_tickets AND e.ticket_link IS NULL)::int AS "ticketsWithoutLink",
        count(*) FILTER (WHERE e.visibility = 'private')::int AS private,
        count(*) FILTER (WHERE e.published_at IS NULL)::int AS drafts,
        count(*) FILTER (WHERE e.cancelled_at IS NOT NULL)::int AS cancelled,
        count(DISTINCT e.category)::int AS categories,
        count(DISTINCT e.location_id)::int AS venues,
        count(DISTINCT l.city)::int AS cities,
        count(*) FILTER (WHERE l.id IS NOT NULL AND (l.latitude IS NULL OR l.longitude IS NULL))::int AS "venuesWithoutPoint",
        count(*) FILTER (WHERE p.username IS NULL OR p.username NOT LIKE 'bench_organizer_%')::int AS "foreignOrganizers",
        count(*) FILTER (WHERE cardinality(e.tags) < 2)::int AS "withoutTags",
        min(e.start_datetime) AS "firstStart",
        max(e.start_datetime) AS "lastStart"
      FROM events e
      LEFT JOIN locations l ON l.id = e.location_id
      LEFT JOIN profiles p ON p.id = e.organizer_id`,
    );
    if (!row) throw new Error('no summary row');
    return row;
  };

  /** `share` per mille of `total`, give or take `slack` per mille. */
  const near = (value: number, total: number, share: number, slack: number) => {
    expect(value).toBeGreaterThanOrEqual(Math.floor(((share - slack) * total) / 1000));
    expect(value).toBeLessThanOrEqual(Math.ceil(((share + slack) * total) / 1000));
  };

  it('inserts the asked number of realistic events in batches, spread ±2 years, and skips them on a rerun', async () => {
    const batches: number[] = [];
    await seedLargeEvents(ctx.handle, 2500, {
      now: NOW,
      batchSize: 1000,
      parallel: 1,
      onBatch: (n) => batches.push(n),
    });
    expect(batches).toEqual([1000, 2000, 2500]);
    const s = await summary();
    expect(s.events).toBe(2500);
    expect(s.slugs).toBe(2500);
    expect(s.tidySlugs).toBe(2500);
    expect(s.categories).toBe(CATEGORY_KEYS.length);
    expect(s.venues).toBe(benchVenueCount(2500));
    expect(s.cities).toBeGreaterThan(10);
    expect(s.venuesWithoutPoint).toBe(0);
    expect(s.foreignOrganizers).toBe(0);
    expect(s.withoutTags).toBe(0);
    near(s.online, 2500, BENCH_SHARES.online, 30);
    near(s.hybrid, 2500, BENCH_SHARES.hybrid, 30);
    near(s.paid, 2500, BENCH_SHARES.paid, 30);
    near(s.private, 2500, BENCH_SHARES.private, 20);
    near(s.drafts, 2500, BENCH_SHARES.draft, 20);
    expect(s.cancelled).toBeGreaterThan(0);
    expect(s.cancelled).toBeLessThan(s.drafts);
    expect(s.onlineWithVenueOrNoLink).toBe(0);
    expect(s.venueEventsBroken).toBe(0);
    expect(s.paidWithoutPrice).toBe(0);
    expect(s.freeWithPrice).toBe(0);
    expect(s.ticketsWithoutLink).toBe(0);
    expect(new Date(s.firstStart).getTime()).toBeLessThan(NOW.getTime() - 700 * DAY);
    expect(new Date(s.lastStart).getTime()).toBeGreaterThan(NOW.getTime() + 700 * DAY);
    const [organizers] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM profiles WHERE username LIKE 'bench_organizer_%'`,
    );
    expect(organizers?.n).toBe(BENCH_ORGANIZERS);

    await seedLargeEvents(ctx.handle, 3000, { now: NOW, parallel: 2 });
    expect((await summary()).events).toBe(3000);
  });

  it('shows visitors public published events only', async () => {
    await seedLargeEvents(ctx.handle, 400, { now: NOW });
    const [expected] = await queryRows<{ n: number; all: number }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE visibility = 'public' AND published_at IS NOT NULL)::int AS n,
        count(*)::int AS "all" FROM events`,
    );
    const [visible] = await withUser(ctx.db, null, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM events_with_details`),
    );
    expect(expected?.n).toBeLessThan(expected?.all ?? 0);
    expect(visible?.n).toBe(expected?.n);
  });

  it('writes texts the public search finds, accents ignored, common words often and rare ones seldom', async () => {
    await seedLargeEvents(ctx.handle, 2000);
    const search = (term: string) =>
      withUser(ctx.db, null, async (tx) => {
        const rows = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM app.search_public_events(${term}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 51)`,
        );
        return rows.length;
      });
    // Rare words sit in descriptions only: the search reads the description too.
    const [rare] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM events
        WHERE description LIKE '%luteria%' AND visibility = 'public' AND published_at IS NOT NULL
          AND cancelled_at IS NULL AND coalesce(end_datetime, start_datetime) >= now()`,
    );
    expect(await search('samba')).toBe(51);
    expect(await search('forró')).toBe(51);
    expect(await search('sao joao')).toBeGreaterThan(5);
    expect(await search('luteria')).toBe(rare?.n);
    expect(rare?.n).toBeLessThan(3);
  });
});
