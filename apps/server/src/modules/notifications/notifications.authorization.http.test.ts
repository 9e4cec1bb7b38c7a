import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { broadcastSettled } from '../admin-notifications/broadcasts.service.ts';
import { notifyNow } from './testing/notifications-api.ts';

interface Endpoint {
  method: string;
  path: string;
  body?: unknown;
}

const broadcast = {
  title: 'Aviso',
  body: 'Manutenção às 22h',
  audience: 'user',
  username: 'dona.ana',
  channels: { push: false, email: false },
};

/**
 * Every route of the notifications issue for a visitor, the recipient, another user and an
 * administrator: a notification is its recipient's alone (another user and an administrator get
 * 404, as for one that does not exist); broadcasts are administrators' alone.
 */
describeEachBackend('authorisation of the notification routes', (ctx) => {
  const call = async (e: Endpoint, user?: SignedInUser) => {
    const res = await ctx.app.request(e.path, {
      method: e.method,
      headers: {
        origin: TEST_ORIGIN,
        ...(e.body ? { 'content-type': 'application/json' } : {}),
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(e.body ? { body: JSON.stringify(e.body) } : {}),
    });
    // The realtime stream stays open: read its status, then hang up.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
    return res;
  };

  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona.ana' });
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const [id] = await notifyNow(ctx.db, [owner.userId]);
    const broadcastRes = await call(
      { method: 'POST', path: '/api/v1/admin/notifications', body: broadcast },
      admin,
    );
    const { id: broadcastId } = (await broadcastRes.json()) as { id: string };
    await broadcastSettled(broadcastId);
    const endpoints: Endpoint[] = [
      { method: 'GET', path: '/api/v1/notifications' },
      { method: 'GET', path: '/api/v1/notifications/unread-count' },
      { method: 'PATCH', path: `/api/v1/notifications/${id}/read` },
      { method: 'POST', path: '/api/v1/notifications/read-all' },
      { method: 'GET', path: '/api/v1/me/notification-preferences' },
      {
        method: 'PUT',
        path: '/api/v1/me/notification-preferences',
        body: { preferences: [{ kind: 'events', push: false, email: false }] },
      },
      { method: 'GET', path: '/api/v1/realtime' },
      { method: 'GET', path: '/api/v1/admin/notifications' },
      { method: 'POST', path: '/api/v1/admin/notifications', body: broadcast },
      { method: 'GET', path: `/api/v1/admin/notifications/${broadcastId}` },
    ];
    return { owner, other, admin, endpoints, id: id as string };
  }

  const key = (e: Endpoint) => `${e.method} ${e.path.replace(/[0-9a-f-]{36}/, ':id')}`;

  it('answers visitors 401 problem+json on every route', async () => {
    const { endpoints } = await arrange();
    for (const endpoint of endpoints) {
      const res = await call(endpoint);
      expect(res.status, key(endpoint)).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('lets the recipient use their own routes, and keeps them out of the admin ones with 403 Acesso negado', async () => {
    const { owner, endpoints } = await arrange();
    const expected: Record<string, number> = {
      'GET /api/v1/notifications': 200,
      'GET /api/v1/notifications/unread-count': 200,
      'PATCH /api/v1/notifications/:id/read': 204,
      'POST /api/v1/notifications/read-all': 200,
      'GET /api/v1/me/notification-preferences': 200,
      'PUT /api/v1/me/notification-preferences': 200,
      'GET /api/v1/realtime': 200,
      'GET /api/v1/admin/notifications': 403,
      'POST /api/v1/admin/notifications': 403,
      'GET /api/v1/admin/notifications/:id': 403,
    };
    for (const endpoint of endpoints) {
      const res = await call(endpoint, owner);
      expect(res.status, key(endpoint)).toBe(expected[key(endpoint)]);
      if (res.status === 403) {
        expect(await res.json()).toMatchObject({
          title: 'Acesso negado',
          detail: 'Você não tem permissão para acessar esta página.',
        });
      }
    }
  });

  for (const who of ['other', 'admin'] as const) {
    it(`gives ${who === 'other' ? 'another user' : 'an administrator'} no reach into someone else’s notification`, async () => {
      const a = await arrange();
      const caller = a[who];
      const mark = a.endpoints.find((e) => e.method === 'PATCH') as Endpoint;
      const res = await call(mark, caller);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'notification.not_found' });
      const list = (await (await call({ method: 'GET', path: '/api/v1/notifications' }, caller)).json()) as {
        notifications: { id: string }[];
      };
      expect(list.notifications.map((n) => n.id)).not.toContain(a.id);
      const owners = (await (
        await call({ method: 'GET', path: '/api/v1/notifications/unread-count' }, a.owner)
      ).json()) as {
        unreadCount: number;
      };
      // The owner's notification is still unread: the direct one and the broadcast to them.
      expect(owners.unreadCount).toBe(2);
    });
  }

  it('lets an administrator use the broadcast routes', async () => {
    const { admin, endpoints } = await arrange();
    for (const endpoint of endpoints.filter((e) => e.path.startsWith('/api/v1/admin/'))) {
      const res = await call(endpoint, admin);
      expect(res.status, key(endpoint)).toBe(endpoint.method === 'POST' ? 202 : 200);
    }
  });
});
