import { DEFAULT_PRIVACY_SETTINGS, type MeResponse, type ProfileDetail } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

interface Endpoint {
  method: string;
  path: string;
  body?: unknown;
}

const OWN_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/v1/me' },
  { method: 'PATCH', path: '/api/v1/me', body: { bio: 'Olá!' } },
  {
    method: 'POST',
    path: '/api/v1/me/consents',
    body: { consentType: 'terms', version: '1.0.0', origin: 'web' },
  },
  { method: 'PATCH', path: '/api/v1/me/privacy', body: { attendanceVisibility: 'everyone' } },
  { method: 'DELETE', path: '/api/v1/me/avatar' },
  {
    method: 'POST',
    path: '/api/v1/me/password',
    body: { currentPassword: 'x', newPassword: 'nova-senha-1' },
  },
  { method: 'GET', path: '/api/v1/me/sessions' },
  { method: 'POST', path: '/api/v1/me/sessions/revoke-others' },
  { method: 'DELETE', path: '/api/v1/me/sessions/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', path: '/api/v1/me/timeline' },
  { method: 'GET', path: '/api/v1/me/friends' },
  { method: 'GET', path: '/api/v1/me/friend-requests' },
  { method: 'GET', path: '/api/v1/me/friend-suggestions' },
  { method: 'GET', path: '/api/v1/me/following' },
  { method: 'GET', path: '/api/v1/me/followed-groups' },
  { method: 'GET', path: '/api/v1/me/blocks' },
  { method: 'DELETE', path: '/api/v1/me' },
];

/**
 * The accounts issue's routes for a visitor, the user, another user and an administrator: only
 * the caller's own account is ever read or changed; an administrator has no reach into it either.
 */
describeEachBackend('authorisation of the account routes', (ctx) => {
  const call = (e: Endpoint, user?: SignedInUser) =>
    ctx.app.request(e.path, {
      method: e.method,
      headers: {
        origin: TEST_ORIGIN,
        ...(e.body ? { 'content-type': 'application/json' } : {}),
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(e.body ? { body: JSON.stringify(e.body) } : {}),
    });

  it('answers visitors 401 on every own-account route, and public reads 200', async () => {
    for (const endpoint of OWN_ENDPOINTS) {
      const res = await call(endpoint);
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona.ana' });
    expect((await call({ method: 'GET', path: '/api/v1/profiles/dona.ana' })).status).toBe(200);
    expect((await call({ method: 'GET', path: '/api/v1/auth/providers' })).status).toBe(200);
    expect(owner.userId).toBeTruthy();
  });

  it('lets the user use every own-account route', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const expected: Record<string, number> = {
      'GET /api/v1/me': 200,
      'PATCH /api/v1/me': 200,
      'POST /api/v1/me/consents': 200,
      'PATCH /api/v1/me/privacy': 200,
      'DELETE /api/v1/me/avatar': 200,
      // A wrong current password is the user's own mistake, answered as a field error.
      'POST /api/v1/me/password': 400,
      'GET /api/v1/me/sessions': 200,
      'POST /api/v1/me/sessions/revoke-others': 204,
      'DELETE /api/v1/me/sessions/00000000-0000-4000-8000-000000000000': 404,
      'GET /api/v1/me/timeline': 200,
      'GET /api/v1/me/friends': 200,
      'GET /api/v1/me/friend-requests': 200,
      'GET /api/v1/me/friend-suggestions': 200,
      'GET /api/v1/me/following': 200,
      'GET /api/v1/me/followed-groups': 200,
      'GET /api/v1/me/blocks': 200,
      'DELETE /api/v1/me': 204,
    };
    for (const endpoint of OWN_ENDPOINTS) {
      const key = `${endpoint.method} ${endpoint.path}`;
      expect((await call(endpoint, user)).status, key).toBe(expected[key]);
    }
  });

  for (const role of ['user', 'admin'] as const) {
    it(`gives another ${role} no way into someone's account`, async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona.ana' });
      const other = await signUpAndSignIn(ctx.app, ctx.db, { role, username: `outro.${role}` });
      const [ownerSession] = (await (
        await call({ method: 'GET', path: '/api/v1/me/sessions' }, owner)
      ).json()) as {
        id: string;
      }[];
      expect(ownerSession).toBeTruthy();

      const revoke = await call({ method: 'DELETE', path: `/api/v1/me/sessions/${ownerSession?.id}` }, other);
      expect(revoke.status).toBe(404);
      const theirSessions = (await (
        await call({ method: 'GET', path: '/api/v1/me/sessions' }, other)
      ).json()) as {
        id: string;
      }[];
      expect(theirSessions.map((s) => s.id)).not.toContain(ownerSession?.id);

      await call({ method: 'PATCH', path: '/api/v1/me', body: { bio: 'mudado' } }, other);
      await call(
        {
          method: 'PATCH',
          path: '/api/v1/me/privacy',
          body: { attendanceVisibility: 'everyone', findable: false },
        },
        other,
      );
      await call({ method: 'DELETE', path: '/api/v1/me' }, other);
      const ownerMe = (await (await call({ method: 'GET', path: '/api/v1/me' }, owner)).json()) as MeResponse;
      expect(ownerMe.profile.id).toBe(owner.userId);
      expect(ownerMe.profile.bio).toBeNull();
      expect(ownerMe.privacy).toEqual(DEFAULT_PRIVACY_SETTINGS);

      const publicView = (await (
        await call({ method: 'GET', path: '/api/v1/profiles/dona.ana' }, other)
      ).json()) as ProfileDetail & Record<string, unknown>;
      expect(publicView.username).toBe('dona.ana');
      expect(publicView).not.toHaveProperty('email');
      expect(publicView).not.toHaveProperty('birthDate');
      expect(JSON.stringify(publicView)).not.toContain(owner.email);
    });
  }
});
