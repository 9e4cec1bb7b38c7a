import type { EventListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, days } from '../../test/factories.ts';
import { createSponsorship } from '../admin-sponsorships/admin-sponsorships.test-helpers.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';

const HOUR = 3_600_000;

/**
 * The "Patrocinado" slot of GET /events (issue 22): on a first page without `q`, featuredSlots(limit)
 * of the events with an approved sponsorship featured now, matching the page's filters, rotated so
 * each gets its fair share; never an event the public may not see or that is over, never in place
 * of a result (the pages still hold every matching event exactly once).
 */
describeEachBackend(
  'the featured slot of the events list',
  (ctx) => {
    let organiser: string;
    let sponsor: string;
    let sponsored: string[];
    let excluded: string[];
    let plain: string[];
    let recifeVenue: string;

    const list = async (query: string) => {
      const res = await ctx.app.request(`/api/v1/events?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as EventListResponse;
    };
    const window = () => ({ featuredFrom: new Date(Date.now() - HOUR), featuredUntil: days(30) });
    const sponsor_ = (
      eventId: string,
      state: 'approved' | 'requested' | 'accepted' | 'declined' | 'ended' = 'approved',
    ) =>
      createSponsorship(ctx.db, {
        eventId,
        personId: sponsor,
        state,
        ...(state === 'approved' ? window() : {}),
      });

    beforeEach(async () => {
      organiser = (await signUpAndSignIn(ctx.app, ctx.db)).userId;
      sponsor = (await signUpAndSignIn(ctx.app, ctx.db)).userId;
      recifeVenue = (await createLocation(ctx.db, organiser, { city: 'Recife', isPublic: true })).id;
      sponsored = [];
      for (let i = 0; i < 5; i++) {
        const event = await createEvent(ctx.db, organiser, {
          name: `Patrocinado ${i}`,
          startDatetime: days(1 + i),
          category: i < 3 ? 'arts_culture' : 'food_drink',
          ...(i < 2 ? { locationId: recifeVenue } : {}),
        });
        await sponsor_(event.id);
        sponsored.push(event.id);
      }
      excluded = [];
      const exclude = async (
        overrides: Parameters<typeof createEvent>[2],
        state?: 'requested' | 'accepted' | 'declined' | 'ended',
      ) => {
        const event = await createEvent(ctx.db, organiser, { category: 'arts_culture', ...overrides });
        await sponsor_(event.id, state);
        excluded.push(event.id);
        return event.id;
      };
      await exclude({ cancelledAt: new Date() });
      await exclude({ visibility: 'private' });
      await exclude({ publishedAt: null });
      await exclude({
        startDatetime: new Date(Date.now() - 6 * HOUR),
        endDatetime: new Date(Date.now() - HOUR),
      });
      for (const state of ['requested', 'accepted', 'declined', 'ended'] as const) await exclude({}, state);
      const hidden = await exclude({});
      await ctx.db.execute(sql`UPDATE events SET hidden_at = now() WHERE id = ${hidden}::uuid`);
      const later = await createEvent(ctx.db, organiser, { category: 'arts_culture' });
      await createSponsorship(ctx.db, {
        eventId: later.id,
        personId: sponsor,
        state: 'approved',
        featuredFrom: days(1),
        featuredUntil: days(2),
      });
      excluded.push(later.id);
      plain = [];
      for (let i = 0; i < 12; i++)
        plain.push(
          (
            await createEvent(ctx.db, organiser, {
              name: `Comum ${i}`,
              startDatetime: days(2 + i / 3),
              category: i % 2 ? 'arts_culture' : 'food_drink',
              ...(i % 3 === 0 ? { locationId: recifeVenue } : {}),
            })
          ).id,
        );
    });

    it('gives a first page of 20 exactly two, in fair turns, never an excluded event', async () => {
      const k = 3;
      const seen = new Map<string, number>();
      for (let i = 0; i < sponsored.length * k; i++) {
        const page = await list('limit=20');
        expect(page.featured).toHaveLength(2);
        for (const card of page.featured ?? []) seen.set(card.id, (seen.get(card.id) ?? 0) + 1);
      }
      expect([...seen.keys()].sort()).toEqual([...sponsored].sort());
      for (const id of sponsored) expect([id, seen.get(id)]).toEqual([id, 2 * k]);
      for (const id of excluded) expect(seen.has(id)).toBe(false);
      expect((await list('limit=6')).featured).toHaveLength(1);
    });

    it('follows the filters, and leaves second pages and searches without', async () => {
      for (let i = 0; i < 4; i++) {
        const music = await list('limit=20&category=arts_culture');
        expect(music.featured?.every((c) => c.category === 'arts_culture')).toBe(true);
        expect(music.featured?.length).toBe(2);
        const recife = await list('limit=20&city=recife');
        expect(new Set(recife.featured?.map((c) => c.id))).toEqual(new Set(sponsored.slice(0, 2)));
      }
      const food = await list('limit=20&category=food_drink&city=Recife');
      expect(food.featured).toEqual([]);
      const first = await list('limit=6');
      expect(first.nextCursor).not.toBeNull();
      const second = await list(`limit=6&cursor=${first.nextCursor}`);
      expect(second.featured).toBeUndefined();
      const search = await list('limit=20&q=Patrocinado');
      expect(search.featured).toBeUndefined();
    });

    it('takes no result’s place: every matching event is on exactly one page', async () => {
      for (const [query, mustHold] of [
        ['category=arts_culture', [...sponsored.slice(0, 3), ...plain.filter((_, i) => i % 2)]],
        ['', [...sponsored, ...plain]],
      ] as const) {
        // Every matching event at once (fewer than a page of 50), to compare the small pages with.
        const whole = await list(`limit=50&${query}`);
        expect(whole.nextCursor).toBeNull();
        const matching = whole.items.map((c) => c.id);
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page: EventListResponse = await list(`limit=6&${query}${cursor ? `&cursor=${cursor}` : ''}`);
          ids.push(...page.items.map((c) => c.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(ids, query).toEqual(matching);
        expect(new Set(ids).size, query).toBe(ids.length);
        for (const id of mustHold) expect(ids, query).toContain(id);
      }
    });
  },
  { ...MANY_SIGN_UPS, database: 'per-test' },
);
