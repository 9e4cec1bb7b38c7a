import {
  DEFAULT_PRIVACY_SETTINGS,
  type MeResponse,
  type PrivacySettings,
  type Problem,
  privacySettingsSchema,
} from '@eventos/domain';
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

  it('starts with the defaults: friends see attendance and friends, everyone may ask, findable', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await me(user)).privacy).toEqual({
      attendanceVisibility: 'friends',
      friendsVisibility: 'friends',
      friendRequestsFrom: 'everyone',
      findable: true,
    });
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual((await me(user)).privacy);
  });

  it.each([
    ['attendanceVisibility', ['everyone', 'only_me', 'friends']],
    ['friendsVisibility', ['everyone', 'only_me', 'friends']],
    ['friendRequestsFrom', ['nobody', 'friends_of_friends', 'everyone']],
    ['findable', [false, true]],
  ] as const)('changes %s alone to each of its values and keeps it', async (setting, values) => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const value of values) {
      const answer = await patch(JSON.stringify({ [setting]: value }), user);
      expect(answer.res.status).toBe(200);
      expect(answer.res.headers.get('cache-control')).toBe('private, no-store');
      const expected = { ...DEFAULT_PRIVACY_SETTINGS, [setting]: value };
      expect(privacySettingsSchema.parse(answer.body)).toEqual(expected);
      expect((await me(user)).privacy).toEqual(expected);
    }
  });

  it('changes several at once and leaves the others as they were', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    await patch(JSON.stringify({ findable: false }), user);
    const { body } = await patch(
      JSON.stringify({ attendanceVisibility: 'everyone', friendsVisibility: 'only_me' }),
      user,
    );
    expect(body).toEqual({
      attendanceVisibility: 'everyone',
      friendsVisibility: 'only_me',
      friendRequestsFrom: 'everyone',
      findable: false,
    });
  });

  it('works before the profile exists (first use creates it) and touches nobody else', async () => {
    const fresh = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await patch(JSON.stringify({ attendanceVisibility: 'everyone' }), fresh)).body).toEqual({
      ...DEFAULT_PRIVACY_SETTINGS,
      attendanceVisibility: 'everyone',
    });
    expect((await me(fresh)).privacy.attendanceVisibility).toBe('everyone');
    expect((await me(other)).privacy).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('answers a visitor 401 problem+json', async () => {
    const { res, body } = await patch(JSON.stringify({ findable: false }));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(body.code).toBe('auth.unauthenticated');
  });

  it.each([
    ['an empty object', '{}'],
    ['a text for the findable switch', '{"findable":"true"}'],
    ['a number for the findable switch', '{"findable":1}'],
    ['null for the findable switch', '{"findable":null}'],
    ['the old attendance switch', '{"showAttendance":true}'],
    ['a misspelt setting', '{"findabel":true}'],
    ['an unknown setting beside a good one', '{"findable":true,"isAdmin":true}'],
    ['an array', '[{"findable":true}]'],
    ['null', 'null'],
    ['no JSON at all', '{"findable":'],
  ])('refuses %s with 400 request.invalid and changes nothing', async (_, body) => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const answer = await patch(body, user);
    expect(answer.res.status).toBe(400);
    expect(answer.res.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body.code).toBe('request.invalid');
    expect(answer.body.detail).toBe('Parâmetros inválidos na requisição.');
    expect((await me(user)).privacy).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it.each([
    ['attendanceVisibility', 'friends_of_friends'],
    ['attendanceVisibility', 'todos'],
    ['friendsVisibility', 'nobody'],
    ['friendsVisibility', true],
    ['friendRequestsFrom', 'only_me'],
    ['friendRequestsFrom', null],
  ])('refuses %s = %j with validation.privacy.audience.invalid on its field', async (setting, value) => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const { res, body } = await patch(JSON.stringify({ [setting]: value }), user);
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([
      { path: setting, code: 'validation.privacy.audience.invalid', message: 'Escolha uma das opções.' },
    ]);
    expect((await me(user)).privacy).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('names the switch whose value is wrong, in the spec’s words', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const { body } = await patch('{"findable":"sim"}', user);
    expect(body.errors).toEqual([
      { path: 'findable', code: 'validation.invalid', message: 'Valor inválido.' },
    ]);
  });

  it('never echoes markup sent as a setting or as its name', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const payload of XSS_PAYLOADS.filter((_, n) => n % 10 === 0)) {
      for (const body of [{ attendanceVisibility: payload }, { findable: payload }, { [payload]: true }]) {
        const answer = await patch(JSON.stringify(body), user);
        expect(answer.res.status, payload).toBe(400);
        expect(JSON.stringify(answer.body), payload).not.toContain(payload);
      }
    }
    expect((await me(user)).privacy).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });
});
