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

    it('a message to everyone going keeps markup as plain text; usernames made of markup are refused', async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const guest = await signUpAndSignIn(ctx.app, ctx.db);
      const call = api(ctx.app);
      const payloads = XSS_PAYLOADS.filter((_, n) => n % 40 === 0);
      // One event per message: five messages an hour per event.
      for (const payload of payloads) {
        const event = await createEvent(ctx.db, owner.userId);
        await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, guest);
        const sent = await call<Body>(
          `/api/v1/events/${event.id}/announcements`,
          { method: 'POST', json: { message: payload } },
          owner,
        );
        expect(sent.res.status, payload).toBe(200);
        const inbox = await call<{ notifications: { body: string }[] }>('/api/v1/notifications', {}, guest);
        // Stored as typed: the web shows notification bodies as text, never as HTML.
        expect(inbox.body.notifications[0]?.body, payload).toBe(payload.trim());

        const invited = await call<Body>(
          `/api/v1/events/${event.id}/invitations`,
          { method: 'POST', json: { usernames: [payload] } },
          owner,
        );
        expect(invited.res.status, payload).toBe(400);
        expect(JSON.stringify(invited.body), payload).not.toContain(payload);
      }
    }, 180_000);
  },
  { database: 'per-suite' },
);
