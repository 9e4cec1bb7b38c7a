import type { Notification, NotificationListResponse, NotificationPreferences } from '@eventos/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notificationDeliveries, notifications, profiles } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api, notifyNow } from './testing/notifications-api.ts';

type List = NotificationListResponse;

describeEachBackend('notifications API', (ctx) => {
  it('lists the caller’s notifications newest first, page by page, with the unread count', async () => {
    const call = api(ctx.app);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    // 25 sharing one created_at to the microsecond (as a broadcast batch does), then 5 later ones.
    const batch: string[] = [];
    for (let i = 0; i < 25; i++) batch.push(...(await notifyNow(ctx.db, [ana.userId])));
    await ctx.db
      .update(notifications)
      .set({ createdAt: sql`'2026-01-01T00:00:00.123456Z'::timestamptz` })
      .where(eq(notifications.userId, ana.userId));
    const later: string[] = [];
    for (let i = 0; i < 5; i++) later.push(...(await notifyNow(ctx.db, [ana.userId])));
    await notifyNow(ctx.db, [other.userId]);

    const seen: Notification[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=7&cursor=${cursor}` : '?limit=7';
      const { res, body } = await call<List>(`/api/v1/notifications${query}`, {}, ana);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(body.unreadCount).toBe(30);
      seen.push(...body.notifications);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(30);
    expect(new Set(seen.map((n) => n.id)).size).toBe(30);
    expect(new Set(seen.map((n) => n.id))).toEqual(new Set([...batch, ...later]));
    // Newest first: the five later ones lead; within one time, by id descending.
    expect(new Set(seen.slice(0, 5).map((n) => n.id))).toEqual(new Set(later));
    const sameTime = seen.slice(5).map((n) => n.id);
    expect(sameTime).toEqual([...sameTime].sort().reverse());
    expect(seen[0]).toMatchObject({
      type: 'on_demand',
      title: 'Aviso',
      body: 'Olá',
      read: false,
      readAt: null,
    });
  });

  it('answers the unread count, marks one read (idempotent) and all read', async () => {
    const call = api(ctx.app);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const ids = [
      ...(await notifyNow(ctx.db, [ana.userId])),
      ...(await notifyNow(ctx.db, [ana.userId])),
      ...(await notifyNow(ctx.db, [ana.userId])),
    ];
    expect((await call('/api/v1/notifications/unread-count', {}, ana)).body).toEqual({ unreadCount: 3 });

    const mark = await call(`/api/v1/notifications/${ids[0]}/read`, { method: 'PATCH' }, ana);
    expect(mark.res.status).toBe(204);
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[0] as string));
    expect(row?.read).toBe(true);
    expect(row?.readAt).toBeInstanceOf(Date);
    const again = await call(`/api/v1/notifications/${ids[0]}/read`, { method: 'PATCH' }, ana);
    expect(again.res.status).toBe(204);
    const [same] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[0] as string));
    expect(same?.readAt?.getTime()).toBe(row?.readAt?.getTime());

    const unread = await call<List>('/api/v1/notifications?unread=true', {}, ana);
    expect(unread.body.notifications.map((n) => n.id).sort()).toEqual(ids.slice(1).sort());
    expect(unread.body.unreadCount).toBe(2);

    const all = await call('/api/v1/notifications/read-all', { method: 'POST' }, ana);
    expect(all.res.status).toBe(200);
    expect(all.body).toEqual({ updated: 2 });
    expect((await call('/api/v1/notifications/unread-count', {}, ana)).body).toEqual({ unreadCount: 0 });
    expect((await call('/api/v1/notifications/read-all', { method: 'POST' }, ana)).body).toEqual({
      updated: 0,
    });
    const list = await call<List>('/api/v1/notifications', {}, ana);
    expect(list.body.notifications.every((n) => n.read && n.readAt)).toBe(true);
  });

  it('answers 404 for another person’s notification or an id that is not one, and leaves it unread', async () => {
    const call = api(ctx.app);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const bia = await signUpAndSignIn(ctx.app, ctx.db);
    const [id] = await notifyNow(ctx.db, [ana.userId]);
    for (const path of [`/api/v1/notifications/${id}/read`, '/api/v1/notifications/x/read']) {
      const { res, body } = await call(path, { method: 'PATCH' }, bia);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body).toMatchObject({ code: 'notification.not_found', detail: 'Notificação não encontrada.' });
    }
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id as string));
    expect(row?.read).toBe(false);
  });

  it('refuses a cursor it did not make with 400', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    for (const cursor of ['abc', 'eyJ4IjoxfQ', '%00']) {
      const { res, body } = await api(ctx.app)(`/api/v1/notifications?cursor=${cursor}`, {}, ana);
      expect(res.status, cursor).toBe(400);
      expect(body).toMatchObject({
        code: expect.stringMatching(/^(validation\.cursor\.invalid|request\.invalid)$/),
      });
    }
  });

  it('joins the sender’s public face from metadata.from', async () => {
    const call = api(ctx.app);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const joao = await signUpAndSignIn(ctx.app, ctx.db, { username: 'joao.silva' });
    await ctx.db
      .update(profiles)
      .set({ avatarPath: 'avatars/j.webp', firstName: 'João', lastName: 'Silva' })
      .where(eq(profiles.id, joao.userId));
    await notifyNow(ctx.db, [ana.userId], 'friend_request', {
      text: undefined,
      metadata: { from: joao.userId, friend_id: joao.userId },
    });
    await notifyNow(ctx.db, [ana.userId], 'on_demand', { metadata: { from: 'not-a-uuid' } });
    const { body } = await call<List>('/api/v1/notifications', {}, ana);
    const [plain, request] = body.notifications;
    expect(plain?.sender).toBeNull();
    expect(request?.sender).toEqual({
      id: joao.userId,
      username: 'joao.silva',
      firstName: 'João',
      lastName: 'Silva',
      avatarUrl: '/uploads/avatars/j.webp',
    });
    expect(request?.title).toBe('Novo pedido de amizade');
    expect(request?.body).toBe('João Silva quer ser seu amigo(a).');
    expect(request?.metadata).toEqual({ from: joao.userId, friend_id: joao.userId });
  });

  it('reads and saves preferences per kind, with defaults, and the hub queues only what they allow', async () => {
    const call = api(ctx.app);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const initial = await call<NotificationPreferences>('/api/v1/me/notification-preferences', {}, ana);
    expect(initial.res.status).toBe(200);
    expect(initial.body.preferences).toEqual([
      { kind: 'friends', push: true, email: false },
      { kind: 'events', push: true, email: false },
      { kind: 'groups', push: true, email: false },
      { kind: 'discussion', push: true, email: false },
      { kind: 'announcements', push: true, email: false },
    ]);
    const saved = await call<NotificationPreferences>(
      '/api/v1/me/notification-preferences',
      {
        method: 'PUT',
        json: {
          preferences: [
            { kind: 'announcements', push: false, email: true },
            { kind: 'events', push: true, email: true },
          ],
        },
      },
      ana,
    );
    expect(saved.res.status).toBe(200);
    expect(saved.body.preferences).toContainEqual({ kind: 'announcements', push: false, email: true });
    expect(saved.body.preferences).toContainEqual({ kind: 'events', push: true, email: true });
    expect(saved.body.preferences).toContainEqual({ kind: 'friends', push: true, email: false });
    expect((await call('/api/v1/me/notification-preferences', {}, ana)).body).toEqual(saved.body);

    const [announcement] = await notifyNow(ctx.db, [ana.userId]);
    const [eventChange] = await notifyNow(ctx.db, [ana.userId], 'event_updated', {
      channels: { push: true, email: false },
    });
    const channels = async (id: string) =>
      (
        await ctx.db
          .select({ channel: notificationDeliveries.channel })
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.notificationId, id))
      )
        .map((r) => r.channel)
        .sort();
    expect(await channels(announcement as string)).toEqual(['email']);
    expect(await channels(eventChange as string)).toEqual(['push']);
  });

  it('refuses preferences of an unknown kind or shape with a 400 problem', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    for (const json of [
      { preferences: [{ kind: 'spam', push: true, email: true }] },
      { preferences: [{ kind: 'events', push: 'yes', email: true }] },
      { preferences: 'all' },
      {},
    ]) {
      const { res, body } = await api(ctx.app)(
        '/api/v1/me/notification-preferences',
        { method: 'PUT', json },
        ana,
      );
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(body).toMatchObject({ code: 'request.invalid' });
    }
  });
});
