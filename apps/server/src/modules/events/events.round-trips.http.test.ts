import pg from 'pg';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { readAs } from '../../db/read-as.ts';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { featuredEventIds } from './featured-event-ids.ts';

/**
 * ADR 0008: the hot reads reach the Postgres server in at most two round trips for a visitor and
 * three for a signed-in caller (after the session is read), with named (prepared) statements, and
 * row-level security still decides what each sees. The driver's own query calls are counted (it
 * sends one at a time, so one call is one round trip).
 */
describeEachBackend(
  'events: round trips of the hot reads',
  (ctx) => {
    let user: SignedInUser;
    let slug: string;
    let privateSlug: string;
    beforeAll(async () => {
      user = await signUpAndSignIn(ctx.app, ctx.db);
      slug = (await createEvent(ctx.db, user.userId)).slug;
      privateSlug = (
        await createEvent(ctx.db, user.userId, { visibility: 'private', name: 'Ensaio fechado' })
      ).slug;
    });
    afterEach(() => vi.restoreAllMocks());
    // The featured events' ids are read apart, at most once per few seconds per process
    // (featured-event-ids.ts): read them first, so what is counted is the request's own trips.
    beforeEach(async () => {
      await featuredEventIds(ctx.db, new Date());
    });

    /** What the driver sent while `path` was answered, without the session lookup of the auth library. */
    async function sent(path: string, cookie?: string) {
      const spy = vi.spyOn(pg.Client.prototype, 'query');
      const res = await ctx.app.request(path, {
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
      const recorded = [...spy.mock.calls];
      spy.mockRestore();
      expect(res.status, path).toBe(200);
      const calls = recorded.map(([config]) =>
        typeof config === 'string' ? { text: config } : (config as { name?: string; text: string }),
      );
      return calls.filter((call) => !/\bfrom "auth_(sessions|users)"/.test(call.text));
    }

    const hotReads = () => [
      '/api/v1/events?limit=20',
      '/api/v1/events?limit=20&city=S%C3%A3o%20Paulo&category=arts_culture',
      '/api/v1/events?q=samba&limit=20',
      `/api/v1/events/${slug}`,
      `/api/v1/events/${slug}/calendar.ics`,
    ];

    it('a visitor: one named statement per read, no transaction, no settings', async () => {
      if (ctx.backend !== 'postgres') return;
      for (const path of hotReads()) {
        const calls = await sent(path);
        expect(calls.length, path).toBeGreaterThan(0);
        expect(calls.length, path).toBeLessThanOrEqual(2);
        for (const call of calls) expect(call.name, `${path}: ${call.text}`).toBeTruthy();
      }
    });

    it('a signed-in caller: the transaction opens with the caller in one trip, one named statement, COMMIT', async () => {
      if (ctx.backend !== 'postgres') return;
      for (const path of hotReads()) {
        const calls = await sent(path, user.cookie);
        expect(calls.length, path).toBeLessThanOrEqual(3);
        expect(calls[0]?.text, path).toMatch(
          /^BEGIN READ ONLY; SELECT set_config\('role', 'eventos_app', true\)/,
        );
        expect(calls.at(-1)?.text, path).toBe('COMMIT');
        expect(
          calls.slice(1, -1).every((call) => Boolean(call.name)),
          path,
        ).toBe(true);
      }
    });

    it('reads as the app role under row-level security, a visitor seeing no private event', async () => {
      const who = await readAs(ctx.handle.db, null, (run) =>
        run<{ role: string; caller: string }>(
          {
            name: 'test_who_reads',
            text: `SELECT current_user AS role, current_setting('app.user_id', true) AS caller`,
          },
          [],
        ),
      );
      expect(who).toEqual([{ role: 'eventos_app', caller: '' }]);
      const member = await readAs(ctx.handle.db, user.userId, (run) =>
        run<{ role: string; caller: string }>(
          {
            name: 'test_who_reads',
            text: `SELECT current_user AS role, current_setting('app.user_id', true) AS caller`,
          },
          [],
        ),
      );
      expect(member).toEqual([{ role: 'eventos_app', caller: user.userId }]);

      const visitor = await ctx.app.request(`/api/v1/events/${privateSlug}`, {
        headers: { origin: TEST_ORIGIN },
      });
      expect(visitor.status).toBe(404);
      const owner = await ctx.app.request(`/api/v1/events/${privateSlug}`, {
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      });
      expect(owner.status).toBe(200);
    });

    it('refuses a caller id that is not a uuid before anything reaches the database', async () => {
      await expect(readAs(ctx.handle.db, "x', true); DROP TABLE events; --", async () => 1)).rejects.toThrow(
        /not a uuid/,
      );
    });
  },
  { database: 'per-suite' },
);
