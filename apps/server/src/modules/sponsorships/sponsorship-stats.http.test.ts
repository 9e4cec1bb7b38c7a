import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { createSponsorship } from '../admin-sponsorships/admin-sponsorships.test-helpers.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';

const HOUR = 3_600_000;
const AGENT = 'Mozilla/5.0 (Teste) Navegador/1.0';

/**
 * The reports' counters: an impression of the "Patrocinado" slot and a click to a sponsor's link are
 * counted once per visitor per day, only for approved (and, for impressions, featured) sponsorships;
 * nothing that identifies a person is stored, and only the sums can be read, by those involved.
 */
describeEachBackend(
  'sponsorship impressions and clicks',
  (ctx) => {
    async function arrange() {
      const organiser = await signUpAndSignIn(ctx.app, ctx.db);
      const sponsor = await signUpAndSignIn(ctx.app, ctx.db);
      const event = await createEvent(ctx.db, organiser.userId, { startDatetime: days(2) });
      const featured = await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: sponsor.userId,
        state: 'approved',
        featuredFrom: new Date(Date.now() - HOUR),
        featuredUntil: days(2),
      });
      return { organiser, sponsor, event, featured };
    }

    const post = (path: string, headers: Record<string, string> = {}) =>
      ctx.app.request(path, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'user-agent': AGENT, ...headers },
      });

    const stats = (id: string) =>
      queryRows<{ impressions: number; clicks: number }>(
        ctx.db,
        sql`SELECT coalesce(sum(impressions), 0)::int AS impressions, coalesce(sum(clicks), 0)::int AS clicks
            FROM sponsorship_stats WHERE sponsorship_id = ${id}::uuid`,
      ).then((rows) => rows[0]);

    it('counts once per visitor per day, each visitor apart, signed in by account', async () => {
      const { event, featured } = await arrange();
      const viewer = await signUpAndSignIn(ctx.app, ctx.db);
      for (let i = 0; i < 3; i++) {
        expect((await post(`/api/v1/events/${event.id}/featured-impression`)).status).toBe(204);
        expect((await post(`/api/v1/sponsorships/${featured}/click`)).status).toBe(204);
      }
      expect(await stats(featured)).toEqual({ impressions: 1, clicks: 1 });
      await post(`/api/v1/events/${event.id}/featured-impression`, { 'user-agent': 'Outro navegador' });
      await post(`/api/v1/sponsorships/${featured}/click`, viewer.headers);
      await post(`/api/v1/sponsorships/${featured}/click`, viewer.headers);
      expect(await stats(featured)).toEqual({ impressions: 2, clicks: 2 });
    });

    it('stores no address, agent or account: only keyed hashes, for a day', async () => {
      const { event, featured } = await arrange();
      const viewer = await signUpAndSignIn(ctx.app, ctx.db);
      await post(`/api/v1/events/${event.id}/featured-impression`);
      await post(`/api/v1/sponsorships/${featured}/click`, viewer.headers);
      const visits = await queryRows<Record<string, unknown>>(ctx.db, sql`SELECT * FROM sponsorship_visits`);
      expect(visits).toHaveLength(2);
      const stored = JSON.stringify(visits);
      for (const secret of [AGENT, viewer.userId, 'Mozilla', 'unknown', '127.0.0.1'])
        expect(stored).not.toContain(secret);
    });

    it('counts nothing for what is not approved or not featured, and answers the same', async () => {
      const { organiser, sponsor } = await arrange();
      const plain = await createEvent(ctx.db, organiser.userId, { startDatetime: days(3) });
      const ids = [
        await createSponsorship(ctx.db, { eventId: plain.id, personId: sponsor.userId, state: 'accepted' }),
        await createSponsorship(ctx.db, {
          eventId: plain.id,
          personId: organiser.userId,
          state: 'approved',
          featuredFrom: days(1),
          featuredUntil: days(2),
        }),
      ];
      expect((await post(`/api/v1/events/${plain.id}/featured-impression`)).status).toBe(204);
      expect((await post(`/api/v1/sponsorships/${ids[0]}/click`)).status).toBe(204);
      expect(await stats(ids[0] as string)).toEqual({ impressions: 0, clicks: 0 });
      // Approved but not yet featured: a click counts, an impression does not.
      await post(`/api/v1/sponsorships/${ids[1]}/click`);
      expect(await stats(ids[1] as string)).toEqual({ impressions: 0, clicks: 1 });

      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await post(`/api/v1/events/${unknown}/featured-impression`)).status).toBe(204);
      expect((await post(`/api/v1/sponsorships/${unknown}/click`)).status).toBe(204);
      const bad = await post('/api/v1/sponsorships/nada/click');
      expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([
        404,
        'sponsorship.not_found',
      ]);
      const badEvent = await post('/api/v1/events/nada/featured-impression');
      expect([badEvent.status, ((await badEvent.json()) as { code: string }).code]).toEqual([
        404,
        'event.not_found',
      ]);
    });

    it('lets the app read only the sums, and those only to the people involved', async () => {
      const { event, featured, sponsor, organiser } = await arrange();
      await post(`/api/v1/events/${event.id}/featured-impression`);
      const stranger = await signUpAndSignIn(ctx.app, ctx.db);
      const read = (userId: string | null, table: 'sponsorship_stats' | 'sponsorship_visits') =>
        withUser(ctx.db, userId, (tx) =>
          queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`),
        ).then(
          (rows) => rows[0]?.n,
          () => 'refused',
        );
      expect(await read(sponsor.userId, 'sponsorship_stats')).toBe(1);
      expect(await read(organiser.userId, 'sponsorship_stats')).toBe(1);
      expect(await read(stranger.userId, 'sponsorship_stats')).toBe(0);
      expect(await read(null, 'sponsorship_stats')).toBe(0);
      for (const who of [sponsor.userId, organiser.userId, null])
        expect([0, 'refused']).toContain(await read(who, 'sponsorship_visits'));
      expect(await stats(featured)).toEqual({ impressions: 1, clicks: 0 });
    });
  },
  MANY_SIGN_UPS,
);
