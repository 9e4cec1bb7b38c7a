import type { PushTokenRegistration } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

const token = JSON.stringify({
  endpoint: 'https://push.example.test/push/authorisation',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/**
 * The push routes for a visitor, the owner, another user and an administrator: the key is public,
 * a registration is made for the caller only, and only its owner removes it.
 */
describeEachBackend('authorisation of the push routes', (ctx) => {
  const call = (method: string, path: string, user?: SignedInUser, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('answers each caller as its role allows', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const created = await call('POST', '/api/v1/push-tokens', owner, { device_type: 'web', token });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as PushTokenRegistration;
    const remove = `/api/v1/push-tokens/${id}`;

    const matrix: [string, string, SignedInUser | undefined, number][] = [
      ['GET', '/api/v1/push/public-key', undefined, 200],
      ['GET', '/api/v1/push/public-key', owner, 200],
      ['POST', '/api/v1/push-tokens', undefined, 401],
      ['DELETE', remove, undefined, 401],
      ['DELETE', remove, other, 404],
      ['DELETE', remove, admin, 404],
      ['POST', '/api/v1/push-tokens', other, 201],
      ['POST', '/api/v1/push-tokens', admin, 201],
    ];
    for (const [method, path, user, status] of matrix) {
      const body =
        method === 'POST' ? { device_type: 'android', token: `fcm-${status}-${Math.random()}` } : undefined;
      const res = await call(method, path, user, body);
      expect(
        res.status,
        `${method} ${path} as ${user === owner ? 'owner' : user ? 'someone else' : 'visitor'}`,
      ).toBe(status);
      if (status >= 400) expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await call('DELETE', remove, owner)).status).toBe(204);
  });
});
