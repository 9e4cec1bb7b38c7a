import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signIn, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { MANY_SIGN_UPS, person } from '../social/social.test-helpers.ts';
import { createComment, moderationApi, notificationsOf } from './moderation.test-helpers.ts';

describeEachBackend(
  'suspension',
  (ctx) => {
    const m = () => moderationApi(ctx.app);
    const sessionsOf = async (userId: string) =>
      (
        await queryRows<{ n: number }>(
          ctx.db,
          sql`SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = ${userId}::uuid`,
        )
      )[0]?.n;

    it('ends every session of the author, refuses sign-in with auth.suspended, and lets them back when it ends', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      // A second device of Bia's.
      expect((await signIn(ctx.app, bia.email, bia.password)).status).toBe(200);
      expect(await sessionsOf(bia.userId)).toBe(2);
      const event = await createEvent(ctx.db, ana.userId);
      const comment = await createComment(ctx.db, event.id, bia.userId, 'spam spam spam');
      await m().report(ana, { targetType: 'comment', targetId: comment });

      const { res, body } = await m().act(boss, {
        targetType: 'comment',
        targetId: comment,
        action: 'suspend',
        suspendDays: 7,
      });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(await sessionsOf(bia.userId)).toBe(0);
      // The cookie Bia still holds names nobody any more.
      const me = await m().call('/api/v1/me', {}, bia);
      expect(me.res.status).toBe(401);
      const refused = await signIn(ctx.app, bia.email, bia.password);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(await refused.json()).toMatchObject({
        status: 403,
        code: 'auth.suspended',
        detail: 'Sua conta está suspensa. Fale com o suporte se achar que é um engano.',
      });
      expect(
        refused.headers
          .getSetCookie()
          .some((c) => c.startsWith('eventos.session_token=') && !c.includes('Max-Age=0')),
      ).toBe(false);
      expect(await sessionsOf(bia.userId)).toBe(0);

      const [until] = await queryRows<{ days: number }>(
        ctx.db,
        sql`SELECT round(extract(epoch FROM suspended_until - now()) / 86400)::int AS days FROM profiles WHERE id = ${bia.userId}::uuid`,
      );
      expect(until?.days).toBe(7);
      expect(await notificationsOf(ctx.db, bia.userId)).toEqual([
        expect.objectContaining({ type: 'on_demand', title: 'Conta suspensa' }),
      ]);

      // Once the suspension is over, signing in works again.
      await ctx.db.execute(
        sql`UPDATE profiles SET suspended_until = now() - interval '1 minute' WHERE id = ${bia.userId}::uuid`,
      );
      expect((await signIn(ctx.app, bia.email, bia.password)).status).toBe(200);
    });

    it('suspends a reported profile for good, shown as forever in the log and the queue', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      await m().report(ana, {
        targetType: 'profile',
        targetId: bia.userId,
        reason: 'other',
        details: 'Perfil falso',
      });
      const { res } = await m().act(boss, {
        targetType: 'profile',
        targetId: bia.userId,
        action: 'suspend',
        suspendDays: null,
      });
      expect(res.status).toBe(200);
      const logPage = await m().call<{ items: { action: string; suspendedUntil: string | null }[] }>(
        '/api/v1/admin/moderation-log',
        {},
        boss,
      );
      expect(logPage.body.items).toEqual([
        expect.objectContaining({ action: 'suspend', suspendedUntil: 'forever' }),
      ]);
      const queue = await m().call<{ items: { content: { authorSuspendedUntil: string | null } }[] }>(
        '/api/v1/admin/reports?status=actioned',
        {},
        boss,
      );
      expect(queue.body.items.map((i) => i.content.authorSuspendedUntil)).toEqual(['forever']);
      const refused = await signIn(ctx.app, bia.email, bia.password);
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('auth.suspended');
    });

    it('gives no session through the link that confirms the address either', async () => {
      const signUp = await ctx.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({
          name: 'Bia Lima',
          email: 'bia.suspensa@example.test',
          password: 'senha-forte-1',
        }),
      });
      expect(signUp.status).toBe(200);
      const [user] = await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT id FROM auth_users WHERE email = 'bia.suspensa@example.test'`,
      );
      await ctx.db.execute(
        sql`INSERT INTO profiles (id, status, suspended_until) VALUES (${user?.id}::uuid, 'pending', 'infinity')`,
      );
      const link = ctx.mail
        .map((mail) => mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0])
        .find(Boolean);
      expect(link).toBeTruthy();
      const url = new URL(link as string);
      const verify = await ctx.app.request(url.pathname + url.search);
      expect(verify.status).toBeLessThan(500);
      expect(verify.headers.getSetCookie().some((c) => /^eventos\.session_token=[^;]/.test(c))).toBe(false);
      expect(await sessionsOf(user?.id ?? '')).toBe(0);
    });
  },
  MANY_SIGN_UPS,
);
