import type { NotificationListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, seat } from './groups.test-helpers.ts';

type Body = Record<string, unknown> & { code?: string };

describeEachBackend(
  'XSS payloads in the group admin inputs',
  (ctx) => {
    it('usernames, e-mails, a typed name or a link token made of markup are refused and never echoed', async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const heir = await signUpAndSignIn(ctx.app, ctx.db);
      const reader = await signUpAndSignIn(ctx.app, ctx.db);
      const group = await createGroupAs(ctx.app, owner, { name: 'Roda de Choro' });
      await seat(ctx.db, group.id, [{ userId: heir.userId }]);
      const call = api(ctx.app);
      for (const [n, payload] of XSS_PAYLOADS.entries()) {
        // Every vector once at least, each request a few times over the corpus.
        if (n % 3 !== 0) continue;
        const invited = await call<Body>(
          `/api/v1/groups/${group.id}/invitations`,
          { method: 'POST', json: n % 2 ? { usernames: [payload] } : { emails: [payload] } },
          owner,
        );
        expect(invited.res.status, payload).toBe(400);
        expect(JSON.stringify(invited.body), payload).not.toContain(payload);

        const transfer = await call<Body>(
          `/api/v1/groups/${group.id}/transfer`,
          { method: 'POST', json: { userId: heir.userId, confirmName: payload } },
          owner,
        );
        expect(transfer.res.status, payload).toBe(400);
        expect(JSON.stringify(transfer.body), payload).not.toContain(payload.trim());

        const removal = await call<Body>(
          `/api/v1/groups/${group.id}`,
          { method: 'DELETE', json: { confirmName: payload } },
          owner,
        );
        expect(removal.res.status, payload).toBe(400);
        expect(JSON.stringify(removal.body), payload).not.toContain(payload.trim());

        const link = await call<Body>(
          '/api/v1/group-invitations/accept-link',
          { method: 'POST', json: { token: payload } },
          reader,
        );
        expect([400, 404], payload).toContain(link.res.status);
        expect(JSON.stringify(link.body), payload).not.toContain(payload.trim());
      }
      // Nothing changed hands.
      expect((await call<Body>(`/api/v1/groups/${group.id}`, {}, owner)).body.viewer).toMatchObject({
        isOwner: true,
      });
    }, 240_000);

    it('a group named with markup: notifications carry the name as typed (shown as text), the e-mail escapes it', async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const guest = await signUpAndSignIn(ctx.app, ctx.db, { username: 'convidada_xss' });
      const call = api(ctx.app);
      const payloads = XSS_PAYLOADS.filter((_, n) => n % 50 === 0);
      for (const [n, payload] of payloads.entries()) {
        const group = await createGroupAs(ctx.app, owner, { name: `Grupo ${n}` });
        // The name goes in as stored text (the form keeps names as typed, up to its limit).
        const name = payload.slice(0, 80);
        await ctx.db.execute(sql`UPDATE groups SET name = ${name} WHERE id = ${group.id}`);
        ctx.mail.length = 0;
        const sent = await call<Body>(
          `/api/v1/groups/${group.id}/invitations`,
          { method: 'POST', json: { usernames: ['convidada_xss'], emails: [`sem.conta.${n}@example.test`] } },
          owner,
        );
        expect(sent.res.status, payload).toBe(200);
        const inbox = await call<NotificationListResponse>('/api/v1/notifications?limit=1', {}, guest);
        const flat = name.replace(/\s+/g, ' ').trim();
        expect(inbox.body.notifications[0]?.body, payload).toBe(
          `Ana Souza convidou você para o grupo ${flat}.`,
        );
        const mail = ctx.mail[0];
        expect(mail?.html, payload).not.toContain('<script');
        expect(mail?.html, payload).not.toMatch(/<(img|svg|iframe|a href="javascript)/i);
        expect(mail?.text, payload).toContain(flat);
      }
    }, 240_000);
  },
  { database: 'per-suite' },
);
