import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Body = Record<string, unknown> & { code?: string; items?: unknown[] };

describeEachBackend(
  'XSS payloads in attendance inputs',
  (ctx) => {
    it('a check-in code or an attendee search made of markup is refused or finds nobody, and is never echoed', async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const guest = await signUpAndSignIn(ctx.app, ctx.db);
      const event = await createEvent(ctx.db, owner.userId);
      await api(ctx.app)(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, guest);
      const call = api(ctx.app);
      for (const [n, payload] of XSS_PAYLOADS.entries()) {
        const checkIn = await call<Body>(
          `/api/v1/events/${event.id}/check-ins`,
          { method: 'POST', json: { code: payload } },
          owner,
        );
        expect(checkIn.res.status, payload).toBe(400);
        expect(checkIn.body.code, payload).toBe('request.invalid');
        expect(JSON.stringify(checkIn.body), payload).not.toContain(payload);

        // Searching is the dearer call: a quarter of the payloads, every vector once at least.
        if (n % 4 !== 0) continue;
        const search = await call<Body>(
          `/api/v1/events/${event.id}/attendees?q=${encodeURIComponent(payload.slice(0, 100))}`,
          {},
          owner,
        );
        expect(search.res.status, payload).toBe(200);
        expect(search.body.items, payload).toEqual([]);
        expect(JSON.stringify(search.body), payload).not.toContain(payload.slice(0, 100));
      }
    }, 180_000);
  },
  { database: 'per-suite' },
);
