import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

const BEACON = { displayMode: 'standalone', platform: 'android', installed: true, pushOptIn: false };

/** POST /api/v1/pwa-stats: the anonymous daily beacon. */
describeEachBackend(
  'the pwa-stats beacon',
  (ctx) => {
    const send = (
      body: unknown,
      {
        who,
        address = '203.0.113.7',
        headers = {},
      }: { who?: SignedInUser; address?: string; headers?: Record<string, string> } = {},
    ) =>
      ctx.app.request('/api/v1/pwa-stats', {
        method: 'POST',
        headers: {
          ...(who?.headers ?? { origin: TEST_ORIGIN }),
          'content-type': 'application/json',
          'x-forwarded-for': address,
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Teste',
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const counts = () =>
      queryRows<{
        display_mode: string;
        platform: string;
        installed: boolean;
        push_opt_in: boolean;
        count: number;
      }>(
        ctx.db,
        sql`SELECT display_mode, platform, installed, push_opt_in, count FROM pwa_beacons ORDER BY 1, 2, 3, 4`,
      );

    it('counts a browser once a day per combination, from visitors and people signed in alike', async () => {
      const first = await send(BEACON);
      expect(first.status).toBe(204);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect((await send(BEACON)).status).toBe(204);
      expect(await counts()).toEqual([
        { display_mode: 'standalone', platform: 'android', installed: true, push_opt_in: false, count: 1 },
      ]);
      // Another browser, and another combination of the same one, count.
      await send(BEACON, { address: '198.51.100.20' });
      await send({ ...BEACON, pushOptIn: true });
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      expect((await send(BEACON, { who: user, address: '192.0.2.55' })).status).toBe(204);
      expect((await counts()).map((r) => r.count)).toEqual([3, 1]);
    });

    it('keeps nothing personal: no address, account or browser string in any table', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      await send(BEACON, { who: user, address: '203.0.113.99' });
      const rows = await queryRows<Record<string, unknown>>(
        ctx.db,
        sql`SELECT to_jsonb(s)::text AS s FROM pwa_beacon_senders s UNION ALL SELECT to_jsonb(b)::text FROM pwa_beacons b`,
      );
      const text = JSON.stringify(rows);
      expect(rows.length).toBe(2);
      for (const personal of ['203.0.113.99', user.userId, 'Mozilla', 'Android 14'])
        expect(text).not.toContain(personal);
    });

    it('honours Do Not Track and Global Privacy Control: 204, nothing counted', async () => {
      expect((await send(BEACON, { headers: { dnt: '1' } })).status).toBe(204);
      expect((await send(BEACON, { headers: { 'sec-gpc': '1' } })).status).toBe(204);
      expect(await counts()).toEqual([]);
      // DNT: 0 is no opt-out.
      await send(BEACON, { headers: { dnt: '0' } });
      expect((await counts()).map((r) => r.count)).toEqual([1]);
    });

    it('answers the same to a visitor, a user, another user and an administrator', async () => {
      const actors = {
        visitor: undefined,
        user: await signUpAndSignIn(ctx.app, ctx.db),
        other: await signUpAndSignIn(ctx.app, ctx.db),
        admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      };
      let n = 0;
      for (const [actor, who] of Object.entries(actors)) {
        n += 1;
        const res = await send(BEACON, { who, address: `192.0.2.${n}` });
        expect(res.status, actor).toBe(204);
      }
      expect((await counts()).map((r) => r.count)).toEqual([4]);
    });

    it('refuses anything but the beacon with 400 validation.pwa_beacon.invalid', async () => {
      const bad: unknown[] = [
        '{não é json',
        '',
        null,
        [],
        {},
        { ...BEACON, displayMode: 'fullscreen' },
        { ...BEACON, platform: 'windows' },
        { ...BEACON, installed: 'true' },
        { ...BEACON, pushOptIn: 1 },
        { ...BEACON, userAgent: 'Mozilla' },
        { displayMode: 'browser', platform: 'ios', installed: false },
      ];
      for (const body of bad) {
        const res = await send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        const problem = (await res.json()) as { code: string; detail: string };
        expect(problem.code).toBe('validation.pwa_beacon.invalid');
        expect(problem.detail).toBe('Dados de uso do aplicativo inválidos.');
      }
      expect(await counts()).toEqual([]);
    });
  },
  { config: () => ({ trustProxy: true }) },
);
