import type { MeResponse, PrivacySettings, Problem } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';

/** GET /api/v1/me carries the privacy settings; PATCH /api/v1/me/privacy changes them. */
describeEachBackend('privacy settings over HTTP', (ctx) => {
  const patch = async (body: string, user?: SignedInUser, contentType = 'application/json') => {
    const res = await ctx.app.request('/api/v1/me/privacy', {
      method: 'PATCH',
      headers: { ...(user?.headers ?? { origin: TEST_ORIGIN }), 'content-type': contentType },
      body,
    });
    return { res, body: (await res.json()) as PrivacySettings & Problem };
  };
  const me = async (user: SignedInUser) =>
    (await (await ctx.app.request('/api/v1/me', { headers: user.headers })).json()) as MeResponse;

  it('starts with every setting off, and keeps what the person switches on', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await me(user)).privacy).toEqual({ showAttendance: false });

    const on = await patch(JSON.stringify({ showAttendance: true }), user);
    expect(on.res.status).toBe(200);
    expect(on.res.headers.get('cache-control')).toBe('private, no-store');
    expect(on.body).toEqual({ showAttendance: true });
    expect((await me(user)).privacy).toEqual({ showAttendance: true });

    const off = await patch(JSON.stringify({ showAttendance: false }), user);
    expect(off.body).toEqual({ showAttendance: false });
    expect((await me(user)).privacy).toEqual({ showAttendance: false });
  });

  it('works before the profile exists (first use creates it) and touches nobody else', async () => {
    const fresh = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await patch(JSON.stringify({ showAttendance: true }), fresh)).body).toEqual({
      showAttendance: true,
    });
    expect((await me(fresh)).privacy).toEqual({ showAttendance: true });
    expect((await me(other)).privacy).toEqual({ showAttendance: false });
  });

  it('answers a visitor 401 problem+json', async () => {
    const { res, body } = await patch(JSON.stringify({ showAttendance: true }));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(body.code).toBe('auth.unauthenticated');
  });

  it.each([
    ['an empty object', '{}'],
    ['a text for the switch', '{"showAttendance":"true"}'],
    ['a number for the switch', '{"showAttendance":1}'],
    ['null for the switch', '{"showAttendance":null}'],
    ['a misspelt setting', '{"showAttendence":true}'],
    ['an unknown setting beside a good one', '{"showAttendance":true,"isAdmin":true}'],
    ['an array', '[{"showAttendance":true}]'],
    ['null', 'null'],
    ['no JSON at all', '{"showAttendance":'],
  ])('refuses %s with 400 request.invalid and changes nothing', async (_, body) => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const answer = await patch(body, user);
    expect(answer.res.status).toBe(400);
    expect(answer.res.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body.code).toBe('request.invalid');
    expect(answer.body.detail).toBe('Parâmetros inválidos na requisição.');
    expect((await me(user)).privacy).toEqual({ showAttendance: false });
  });

  it('names the field whose value is wrong, in the spec’s words', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const { body } = await patch('{"showAttendance":"sim"}', user);
    expect(body.errors).toEqual([
      { path: 'showAttendance', code: 'validation.invalid', message: 'Valor inválido.' },
    ]);
  });

  it('never echoes markup sent as a setting or as its name', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const payload of XSS_PAYLOADS.filter((_, n) => n % 10 === 0)) {
      for (const body of [{ showAttendance: payload }, { [payload]: true }]) {
        const answer = await patch(JSON.stringify(body), user);
        expect(answer.res.status, payload).toBe(400);
        expect(JSON.stringify(answer.body), payload).not.toContain(payload);
      }
    }
    expect((await me(user)).privacy).toEqual({ showAttendance: false });
  });
});
