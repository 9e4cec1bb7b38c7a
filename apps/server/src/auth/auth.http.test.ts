import type { Problem } from '@eventos/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { authUsers } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.ts';
import { createLogger } from '../logger.ts';
import { sessionCookieFrom, signIn, signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

const json = { 'content-type': 'application/json', origin: TEST_ORIGIN };

describeEachBackend('auth: e-mail and password', (ctx) => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(`/api/auth${path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  it('signs up, sends the confirmation mail, and signs in only after the link', async () => {
    const res = await post('/sign-up/email', {
      name: 'Bia Lima',
      email: 'bia@example.test',
      password: 'senha-forte-1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('eventos.session_token='))).toBe(false);
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0]?.subject).toBe('Confirme o seu e-mail no Eventos');

    const early = await signIn(ctx.app, 'bia@example.test', 'senha-forte-1');
    expect(early.status).toBe(403);
    expect(((await early.json()) as Problem).code).toBe('auth.email_not_verified');

    const link = ctx.mail.map((m) => m.text.match(/https?:\/\/\S+verify-email\S+/)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
    const verify = await ctx.app.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(verify.status).toBe(302);
    expect(sessionCookieFrom(verify)).toMatch(/^eventos\.session_token=/);

    const ok = await signIn(ctx.app, 'bia@example.test', 'senha-forte-1');
    expect(ok.status).toBe(200);
  });

  it('answers sign-up the same whether or not the e-mail exists', async () => {
    const existing = await signUpAndSignIn(ctx.app, ctx.db);
    ctx.mail.length = 0;
    const known = await post('/sign-up/email', {
      name: 'Outra',
      email: existing.email,
      password: 'outra-senha-1',
    });
    const fresh = await post('/sign-up/email', {
      name: 'Outra',
      email: 'nova@example.test',
      password: 'outra-senha-1',
    });
    expect(known.status).toBe(fresh.status);
    const [a, b] = [
      (await known.json()) as { user: Record<string, unknown> },
      (await fresh.json()) as { user: Record<string, unknown> },
    ];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());
    expect(a).not.toHaveProperty('token');
    // The owner of the known address hears about the attempt; the new one gets the confirmation.
    expect(ctx.mail.map((m) => m.subject).sort()).toEqual(
      ['Confirme o seu e-mail no Eventos', 'Você já tem uma conta no Eventos'].sort(),
    );
  });

  it('answers password-reset requests the same whether or not the e-mail exists', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    ctx.mail.length = 0;
    const known = await post('/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const unknown = await post('/request-password-reset', {
      email: 'ninguem@example.test',
      redirectTo: '/reset-password',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0]?.to).toBe(user.email);
    expect(ctx.mail[0]?.text).toMatch(/\/reset-password\?token=[^&\s]+&type=recovery/);
  });

  it('resets the password with the mailed token and revokes every other session', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    ctx.mail.length = 0;
    await post('/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const token = ctx.mail[0]?.text.match(/token=([^&\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await post('/reset-password', {
      newPassword: 'nova-senha-123',
      token: decodeURIComponent(token as string),
    });
    expect(reset.status).toBe(200);

    const me = await ctx.app.request('/api/v1/me/sessions', { headers: { cookie: user.cookie } });
    expect(me.status).toBe(401);
    expect((await signIn(ctx.app, user.email, user.password)).status).toBe(401);
    expect((await signIn(ctx.app, user.email, 'nova-senha-123')).status).toBe(200);

    const again = await post('/reset-password', {
      newPassword: 'outra-senha-123',
      token: decodeURIComponent(token as string),
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Problem).code).toBe('auth.reset_token_invalid');
  });

  it('checks bodies with the domain schemas: passwords of 8 to 128 characters, valid e-mail', async () => {
    const short = await post('/sign-up/email', { name: 'Bia', email: 'bia@example.test', password: 'curta' });
    expect(short.status).toBe(400);
    const body = (await short.json()) as Problem;
    expect(body.errors).toContainEqual(
      expect.objectContaining({ path: 'password', code: 'validation.account.password.too_short' }),
    );
    const long = await post('/sign-up/email', {
      name: 'Bia',
      email: 'bia@example.test',
      password: 'x'.repeat(129),
    });
    expect(((await long.json()) as Problem).errors?.[0]?.code).toBe('validation.account.password.too_long');
    const email = await post('/sign-in/email', { email: 'nao-e-email', password: 'x' });
    expect(((await email.json()) as Problem).errors?.[0]?.code).toBe('validation.account.email.invalid');
    const garbage = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: json,
      body: '{nope',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.headers.get('content-type')).toContain('application/problem+json');
  });

  it('rejects a wrong password with the same answer as an unknown e-mail', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const wrong = await signIn(ctx.app, user.email, 'senha-errada-1');
    const unknown = await signIn(ctx.app, 'ninguem@example.test', 'senha-errada-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = ({ requestId: _, ...rest }: Problem) => rest;
    expect(strip((await wrong.json()) as Problem)).toEqual(strip((await unknown.json()) as Problem));
  });

  it('issues a new session token at every sign-in, and sign-out ends it', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const again = sessionCookieFrom(await signIn(ctx.app, user.email, user.password));
    expect(again).not.toBe(user.cookie);
    // Signing in while holding a session cookie does not keep the old token either.
    const withOld = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { ...json, cookie: user.cookie },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(sessionCookieFrom(withOld)).not.toBe(user.cookie);

    const out = await ctx.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { ...json, cookie: again },
    });
    expect(out.status, await out.clone().text()).toBe(200);
    const after = await ctx.app.request('/api/v1/me/sessions', { headers: { cookie: again } });
    expect(after.status).toBe(401);
  });

  it('refuses cookie requests from other origins (CSRF), on both APIs', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const evil = { ...json, origin: 'https://evil.example', cookie: user.cookie };
    const signOut = await ctx.app.request('/api/auth/sign-out', { method: 'POST', headers: evil });
    expect(signOut.status).toBe(403);
    const revoke = await ctx.app.request('/api/v1/me/sessions/revoke-others', {
      method: 'POST',
      headers: evil,
    });
    expect(revoke.status).toBe(403);
    expect(((await revoke.json()) as Problem).code).toBe('auth.origin_forbidden');
    const noOrigin = await ctx.app.request('/api/v1/me', {
      method: 'DELETE',
      headers: { cookie: user.cookie },
    });
    expect(noOrigin.status).toBe(403);
    const [still] = await ctx.db.select().from(authUsers).where(eq(authUsers.id, user.userId));
    expect(still).toBeTruthy();
  });

  it('never redirects off-site after sign-in (open redirect)', async () => {
    for (const callbackURL of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await post('/sign-in/email', { email: 'a@example.test', password: 'x', callbackURL });
      expect(res.status, callbackURL).toBe(400);
    }
  });

  it('stores no raw password and no session token the app role can read', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const [account] = await queryRows<{ password: string }>(
      ctx.db,
      sql`SELECT password FROM auth_accounts WHERE user_id = ${user.userId} AND provider_id = 'credential'`,
    );
    expect(account?.password).not.toContain(user.password);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('role', 'eventos_app', true), set_config('app.user_id', ${user.userId}, true)`,
        );
        await tx.execute(sql`SELECT token FROM auth_sessions`);
      }),
    ).rejects.toThrow();
  });
});

describeEachBackend('auth: demo accounts', (ctx) => {
  it('lets every seeded demo account sign in with the printed password, the admin as admin', async () => {
    await seedDemoIfEmpty(ctx.handle, { uploadsDir: ctx.uploadsDir, logger: createLogger('silent') });
    for (const account of DEMO_ACCOUNTS) {
      const res = await signIn(ctx.app, account.email, DEMO_PASSWORD);
      expect(res.status, account.email).toBe(200);
    }
    const [admin] = await queryRows<{ role: string; status: string }>(
      ctx.db,
      sql`SELECT p.role, p.status FROM profiles p JOIN auth_users u ON u.id = p.id WHERE u.email = ${DEMO_ACCOUNTS[0]?.email}`,
    );
    expect(admin).toEqual({ role: 'admin', status: 'active' });
    expect(DEMO_ACCOUNTS.filter((a) => a.role === 'admin')).toHaveLength(1);
  });
});

describe('auth mail texts', () => {
  it('exist for every kind in every language', async () => {
    const { renderAuthMail } = await import('./auth-mail-texts.ts');
    const { LANGUAGES } = await import('@eventos/domain');
    for (const language of LANGUAGES) {
      for (const kind of ['verify', 'reset', 'existing'] as const) {
        const mail = renderAuthMail(kind, language, 'Ana <b>', 'https://x.test/a?b=1&c=2');
        expect(mail.html).not.toContain('<b>');
        expect(mail.text).toContain('https://x.test/a?b=1&c=2');
      }
    }
  });
});
