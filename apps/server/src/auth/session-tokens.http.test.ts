import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authSessions, authUsers } from '../db/schema/index.ts';
import { sessionCookieFrom, signIn, signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

interface Seen {
  what: string;
  body: string;
  headers: string;
  setCookies: string[];
}

/** Everything a page's script could read of an answer: the body and every header but Set-Cookie. */
async function seen(what: string, res: Response): Promise<Seen> {
  const headers = [...res.headers].filter(([name]) => name !== 'set-cookie').map(([n, v]) => `${n}: ${v}`);
  return {
    what,
    body: await res.text(),
    headers: headers.join('\n'),
    setCookies: res.headers.getSetCookie(),
  };
}

describeEachBackend('session tokens never reach page scripts', (ctx) => {
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('leaves no session token in any /api/auth answer body or readable header', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const answers: Seen[] = [];
    const signedIn = await signIn(ctx.app, user.email, user.password);
    const cookie = sessionCookieFrom(signedIn);
    answers.push(await seen('sign-in', signedIn));
    const own = { cookie };
    answers.push(
      await seen(
        'sign-up',
        await call(
          'POST',
          '/api/auth/sign-up/email',
          {},
          {
            name: 'Nova',
            email: 'nova@example.test',
            password: 'senha-nova-123',
          },
        ),
      ),
    );
    answers.push(await seen('get-session', await call('GET', '/api/auth/get-session', own)));
    answers.push(await seen('list-sessions', await call('GET', '/api/auth/list-sessions', own)));
    answers.push(
      await seen('update-user', await call('POST', '/api/auth/update-user', own, { name: 'Ana' })),
    );
    const rowsBefore = await ctx.db
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(eq(authSessions.userId, user.userId));
    const changed = await call('POST', '/api/auth/change-password', own, {
      currentPassword: user.password,
      newPassword: 'outra-senha-456',
      revokeOtherSessions: true,
    });
    answers.push(await seen('change-password', changed));
    const fresh = sessionCookieFrom(changed);
    answers.push(
      await seen('get-session (new)', await call('GET', '/api/auth/get-session', { cookie: fresh })),
    );
    answers.push(
      await seen('list-sessions (new)', await call('GET', '/api/auth/list-sessions', { cookie: fresh })),
    );
    answers.push(await seen('sign-out', await call('POST', '/api/auth/sign-out', { cookie: fresh }, {})));

    // The token inside every session cookie the server set, and every session row of this user.
    const tokens = [user.cookie, cookie, fresh].map(
      (value) => decodeURIComponent(value.split('=')[1] ?? '').split('.')[0] ?? '',
    );
    expect(new Set(tokens).size).toBe(3);
    tokens.push(...rowsBefore.map((row) => row.token));

    for (const answer of answers) {
      expect(answer.headers, answer.what).not.toMatch(/set-auth-token/i);
      expect(answer.body, answer.what).not.toMatch(/"token"/);
      for (const token of tokens) {
        expect(answer.body, answer.what).not.toContain(token);
        expect(answer.headers, answer.what).not.toContain(token);
      }
      for (const setCookie of answer.setCookies.filter(
        (c) => c.includes('session_token=') && !/Max-Age=0/.test(c),
      )) {
        expect(setCookie, answer.what).toMatch(/; HttpOnly/i);
      }
    }
    // The answers were real: the session was read, then listed.
    expect(answers[2]?.body).toContain(user.userId);
    expect(answers[3]?.body).toContain('"id"');
  });

  it("keeps Google's and Apple's tokens on the server: their endpoints do not exist", async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const path of ['/get-access-token', '/refresh-token', '/account-info']) {
      const res = await ctx.app.request(`/api/auth${path}`, {
        method: path === '/account-info' ? 'GET' : 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: path === '/account-info' ? undefined : JSON.stringify({ providerId: 'google' }),
      });
      expect(res.status, path).toBe(404);
    }
  });

  it('treats an Authorization: Bearer header as a visitor, and a visitor cannot act as a user', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const cookieValue = decodeURIComponent(user.cookie.split('=')[1] ?? '');
    const [row] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.userId));
    for (const bearer of [cookieValue, row?.token ?? '']) {
      const authorization = { authorization: `Bearer ${bearer}` };
      expect((await call('GET', '/api/v1/me', authorization)).status).toBe(401);
      expect((await call('GET', '/api/v1/me/sessions', authorization)).status).toBe(401);
      expect(await (await call('GET', '/api/auth/get-session', authorization)).json()).toBeNull();
      // State-changing, without the cookie: from our own page, from another site, and with no origin.
      for (const origin of [TEST_ORIGIN, 'https://evil.example']) {
        const revoke = await call('POST', '/api/v1/me/sessions/revoke-others', { ...authorization, origin });
        expect(revoke.status).toBe(401);
        expect((await call('DELETE', '/api/v1/me', { ...authorization, origin })).status).toBe(401);
        expect((await call('PATCH', '/api/v1/me', { ...authorization, origin }, { bio: 'x' })).status).toBe(
          401,
        );
      }
      const noOrigin = await ctx.app.request('/api/v1/me', { method: 'DELETE', headers: authorization });
      expect(noOrigin.status).toBe(401);
    }
    const [still] = await ctx.db.select().from(authUsers).where(eq(authUsers.id, user.userId));
    expect(still).toBeTruthy();
    expect((await ctx.app.request('/api/v1/me', { headers: { cookie: user.cookie } })).status).toBe(200);
  });
});
