import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActiveSession, Problem } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { sessionCookieFrom, signIn, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation } from '../../test/factories.ts';

describeEachBackend('account: password, sessions, deletion', (ctx) => {
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: { origin: TEST_ORIGIN, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it("answers 'Senha atual incorreta' beside the current password when it is wrong", async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const res = await send('POST', '/api/v1/me/password', user.cookie, {
      currentPassword: 'nao-e-essa',
      newPassword: 'nova-senha-1',
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.detail).toBe('Senha atual incorreta');
    expect(problem.errors).toEqual([
      { path: 'currentPassword', code: 'auth.current_password_incorrect', message: 'Senha atual incorreta' },
    ]);
    expect((await signIn(ctx.app, user.email, user.password)).status).toBe(200);
  });

  it('changes the password, keeps this device signed in with a new cookie and signs out the others', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const phone = sessionCookieFrom(await signIn(ctx.app, user.email, user.password));
    const res = await send('POST', '/api/v1/me/password', user.cookie, {
      currentPassword: user.password,
      newPassword: 'nova-senha-2026',
    });
    expect(res.status).toBe(204);
    const fresh = sessionCookieFrom(res);
    expect((await send('GET', '/api/v1/me/sessions', fresh)).status).toBe(200);
    expect((await send('GET', '/api/v1/me/sessions', phone)).status).toBe(401);
    expect((await signIn(ctx.app, user.email, 'nova-senha-2026')).status).toBe(200);
  });

  it('lists sessions with the current one marked, signs out one device and all the others', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const tablet = sessionCookieFrom(await signIn(ctx.app, user.email, user.password));
    const phone = sessionCookieFrom(await signIn(ctx.app, user.email, user.password));
    const list = (await (await send('GET', '/api/v1/me/sessions', user.cookie)).json()) as ActiveSession[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(user.cookie.split('=')[1]?.split('.')[0]);

    const tabletId = (
      (await (await send('GET', '/api/v1/me/sessions', tablet)).json()) as ActiveSession[]
    ).find((s) => s.current)?.id;
    expect((await send('DELETE', `/api/v1/me/sessions/${tabletId}`, user.cookie)).status).toBe(204);
    expect((await send('GET', '/api/v1/me/sessions', tablet)).status).toBe(401);
    expect((await send('DELETE', '/api/v1/me/sessions/not-a-uuid', user.cookie)).status).toBe(404);

    expect((await send('POST', '/api/v1/me/sessions/revoke-others', user.cookie)).status).toBe(204);
    expect((await send('GET', '/api/v1/me/sessions', phone)).status).toBe(401);
    const left = (await (await send('GET', '/api/v1/me/sessions', user.cookie)).json()) as ActiveSession[];
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
  });

  it('deletes the account and everything that is the user’s, files included (LGPD)', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const venue = await createLocation(ctx.db, user.userId);
    await createEvent(ctx.db, user.userId, { locationId: venue.id, imagePath: 'covers/minha-festa.webp' });
    await createEvent(ctx.db, other.userId);
    mkdirSync(join(ctx.uploadsDir, 'covers'), { recursive: true });
    mkdirSync(join(ctx.uploadsDir, 'avatars'), { recursive: true });
    writeFileSync(join(ctx.uploadsDir, 'covers/minha-festa.webp'), 'x');
    writeFileSync(join(ctx.uploadsDir, 'avatars/ana.webp'), 'x');
    await ctx.db.execute(sql`UPDATE profiles SET avatar_path = 'avatars/ana.webp' WHERE id = ${user.userId}`);
    await ctx.db.execute(sql`
      INSERT INTO contact_messages (name, email, subject, message, user_id, ip_hash)
      VALUES ('Ana', ${user.email}, 'Oi', 'Mensagem de teste longa', ${user.userId}, 'hash')`);

    const res = await send('DELETE', '/api/v1/me', user.cookie);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('eventos.session_token=;'))).toBe(true);

    const left = await queryRows<{ t: string; n: number }>(
      ctx.db,
      sql`SELECT 'users' AS t, count(*)::int AS n FROM auth_users WHERE id = ${user.userId}
          UNION ALL SELECT 'sessions', count(*)::int FROM auth_sessions WHERE user_id = ${user.userId}
          UNION ALL SELECT 'accounts', count(*)::int FROM auth_accounts WHERE user_id = ${user.userId}
          UNION ALL SELECT 'profiles', count(*)::int FROM profiles WHERE id = ${user.userId}
          UNION ALL SELECT 'private', count(*)::int FROM profile_private WHERE profile_id = ${user.userId}
          UNION ALL SELECT 'consents', count(*)::int FROM user_consents WHERE user_id = ${user.userId}
          UNION ALL SELECT 'events', count(*)::int FROM events WHERE organizer_id = ${user.userId}
          UNION ALL SELECT 'venues', count(*)::int FROM locations WHERE user_id = ${user.userId}
          UNION ALL SELECT 'linked messages', count(*)::int FROM contact_messages WHERE user_id = ${user.userId}`,
    );
    expect(
      left.every((r) => r.n === 0),
      JSON.stringify(left),
    ).toBe(true);
    expect(existsSync(join(ctx.uploadsDir, 'covers/minha-festa.webp'))).toBe(false);
    expect(existsSync(join(ctx.uploadsDir, 'avatars/ana.webp'))).toBe(false);
    const [others] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM events`);
    expect(others?.n).toBe(1);
    expect((await signIn(ctx.app, user.email, user.password)).status).toBe(401);
  });
});
