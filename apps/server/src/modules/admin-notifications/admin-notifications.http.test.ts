import type { BroadcastStatus, Notification, NotificationListResponse } from '@eventos/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { broadcastSettled, resumeBroadcasts } from './broadcasts.service.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Festival de inverno',
  body: 'Programação nova no ar!',
  link: '/events',
  audience: 'everyone',
  channels: { push: true, email: false },
  ...overrides,
});

describeEachBackend('admin broadcasts', (ctx) => {
  /** Sends a broadcast as `admin` and waits until it has stored everything. */
  async function send(admin: Awaited<ReturnType<typeof signUpAndSignIn>>, json: Record<string, unknown>) {
    const answer = await api(ctx.app)<BroadcastStatus>(
      '/api/v1/admin/notifications',
      { method: 'POST', json },
      admin,
    );
    if (answer.res.status === 202) await broadcastSettled(answer.body.id);
    return answer;
  }

  it('stores an on_demand notification for everyone, in batches, and shows its progress', async () => {
    const call = api(ctx.app);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    for (let i = 0; i < 5; i++) await createProfile(ctx.db);
    const { res, body: started } = await send(admin, body());
    expect(res.status).toBe(202);
    expect(started).toMatchObject({ state: 'storing', recipients: 7, stored: 0, pushed: 0, emailed: 0 });

    const { body: status } = await call<BroadcastStatus>(
      `/api/v1/admin/notifications/${started.id}`,
      {},
      admin,
    );
    // Push jobs wait for the delivery worker: stored and queued, not done yet.
    expect(status).toMatchObject({ id: started.id, state: 'queued', recipients: 7, stored: 7 });
    const stored = await ctx.db.select().from(notifications).where(eq(notifications.broadcastId, started.id));
    expect(stored).toHaveLength(7);
    expect(stored.every((n) => n.type === 'on_demand' && n.title === 'Festival de inverno')).toBe(true);
    expect(stored[0]?.metadata).toEqual({ link: '/events' });

    const list = await call<NotificationListResponse>('/api/v1/notifications', {}, ana);
    expect(list.body.notifications[0]).toMatchObject({
      type: 'on_demand',
      title: 'Festival de inverno',
      body: 'Programação nova no ar!',
      metadata: { link: '/events' },
    });

    // Once every job has run, the broadcast is done and counts what went out.
    await ctx.db.update(notificationDeliveries).set({ state: 'done' });
    const done = await call<BroadcastStatus>(`/api/v1/admin/notifications/${started.id}`, {}, admin);
    expect(done.body).toMatchObject({ state: 'done', stored: 7, pushed: 7, emailed: 0 });
    const all = await call<{ broadcasts: BroadcastStatus[] }>('/api/v1/admin/notifications', {}, admin);
    expect(all.body.broadcasts.map((b) => b.id)).toEqual([started.id]);
  });

  it('stores a large audience in transactions of 1,000', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    await ctx.db.execute(sql`WITH u AS (
        INSERT INTO auth_users (id, name, email)
        SELECT gen_random_uuid(), 'Pessoa ' || i, 'pessoa' || i || '@example.test' FROM generate_series(1, 2344) i
        RETURNING id)
      INSERT INTO profiles (id, username, first_name, last_name, status)
      SELECT id, 'p_' || replace(id::text, '-', ''), 'Pessoa', 'Teste', 'active' FROM u`);
    const { body: started } = await send(admin, body({ channels: { push: false, email: false } }));
    expect(started.recipients).toBe(2345);
    const { body: status } = await api(ctx.app)<BroadcastStatus>(
      `/api/v1/admin/notifications/${started.id}`,
      {},
      admin,
    );
    expect(status).toMatchObject({ state: 'done', recipients: 2345, stored: 2345 });
    // Each batch is one transaction, so its rows share one created_at.
    const batches = await ctx.db
      .selectDistinct({ at: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.broadcastId, started.id));
    expect(batches).toHaveLength(3);
  });

  it('resumes a broadcast a stopped process left half stored, reaching nobody twice', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    for (let i = 0; i < 4; i++) await createProfile(ctx.db);
    const { body: started } = await send(admin, body({ channels: { push: false, email: false } }));
    const everyone = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.broadcastId, started.id));
    expect(everyone).toHaveLength(5);
    // As if the process stopped after the first people: their rows kept, the rest never stored.
    const kept = everyone
      .map((n) => n.userId)
      .sort()
      .slice(0, 2);
    await ctx.db.execute(sql`DELETE FROM notifications WHERE broadcast_id = ${started.id}
      AND NOT (user_id = ANY(${`{${kept.join(',')}}`}::uuid[]))`);
    await ctx.db.execute(
      sql`UPDATE notification_broadcasts SET state = 'storing', stored = 2 WHERE id = ${started.id}`,
    );

    // Two processes starting at once both resume it.
    const logger = createLogger('silent');
    expect(await resumeBroadcasts(ctx.db, logger)).toBe(1);
    await broadcastSettled(started.id);
    await resumeBroadcasts(ctx.db, logger);
    await broadcastSettled(started.id);
    const after = await ctx.db.select().from(notifications).where(eq(notifications.broadcastId, started.id));
    expect(after.map((n) => n.userId).sort()).toEqual(everyone.map((n) => n.userId).sort());
    const { body: status } = await api(ctx.app)<BroadcastStatus>(
      `/api/v1/admin/notifications/${started.id}`,
      {},
      admin,
    );
    expect(status).toMatchObject({ recipients: 5, stored: 5 });
    expect(['queued', 'done']).toContain(status.state);
  });

  it('reaches one role, or one person by username (404 when nobody has it)', async () => {
    const call = api(ctx.app);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const otherAdmin = await createProfile(ctx.db, { role: 'admin' });
    const ana = await createProfile(ctx.db, { username: 'ana.souza' });
    await createProfile(ctx.db);

    const toAdmins = await send(
      admin,
      body({ audience: 'role', role: 'admin', channels: { push: false, email: false } }),
    );
    const adminsReached = await ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.broadcastId, toAdmins.body.id));
    expect(adminsReached.map((r) => r.userId).sort()).toEqual([admin.userId, otherAdmin.id].sort());
    // No channel chosen: nothing to deliver, so it is done as soon as it is stored.
    expect(
      (await call<BroadcastStatus>(`/api/v1/admin/notifications/${toAdmins.body.id}`, {}, admin)).body,
    ).toMatchObject({ state: 'done', stored: 2 });

    const toAna = await send(admin, body({ audience: 'user', username: 'ANA.Souza' }));
    expect(toAna.res.status).toBe(202);
    const anaReached = await ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.broadcastId, toAna.body.id));
    expect(anaReached).toEqual([{ userId: ana.id }]);

    const nobody = await send(admin, body({ audience: 'user', username: 'ninguem.aqui' }));
    expect(nobody.res.status).toBe(404);
    expect(nobody.res.headers.get('content-type')).toContain('application/problem+json');
    expect(nobody.body).toMatchObject({ code: 'broadcast.user_not_found' });
  });

  it('refuses a bad broadcast with field errors: no title, a foreign scheme, a role audience without a role', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ title: '  ' }), 'title', 'validation.broadcast.title.required'],
      [body({ body: 'x'.repeat(1001) }), 'body', 'validation.broadcast.body.max'],
      [body({ link: 'javascript:alert(1)' }), 'link', 'validation.broadcast.link.invalid'],
      [body({ link: '//evil.example' }), 'link', 'validation.broadcast.link.invalid'],
      [body({ audience: 'role' }), 'role', 'validation.broadcast.role.invalid'],
      [body({ audience: 'user' }), 'username', 'validation.broadcast.username.required'],
      [body({ audience: 'friends' }), 'audience', 'validation.broadcast.audience.invalid'],
    ];
    for (const [json, path, code] of cases) {
      const { res, body: problem } = await api(ctx.app)<{
        errors: { path: string; code: string; message: string }[];
      }>('/api/v1/admin/notifications', { method: 'POST', json }, admin);
      expect(res.status, code).toBe(400);
      expect(problem.errors, code).toContainEqual({
        path,
        code,
        message: expect.not.stringMatching(/^Valor inválido\.$/),
      });
    }
    expect(await ctx.db.select().from(notifications)).toEqual([]);
  });

  it('answers 404 for a broadcast that does not exist', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const { res, body: problem } = await api(ctx.app)(`/api/v1/admin/notifications/${id}`, {}, admin);
      expect(res.status).toBe(404);
      expect(problem).toMatchObject({ code: 'broadcast.not_found' });
    }
  });

  it('stores XSS payloads in title and body as typed and answers them as text', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const payloads = XSS_PAYLOADS.filter((p) => p.trim() === p && p.length <= 120).slice(0, 20);
    expect(payloads.length).toBe(20);
    for (const payload of payloads) {
      const sent = await send(
        admin,
        body({
          title: payload,
          body: `${payload} ${payload}`,
          audience: 'user',
          username: await adminUsername(),
        }),
      );
      expect(sent.res.status, payload).toBe(202);
    }
    const { res, body: list } = await api(ctx.app)<NotificationListResponse>(
      '/api/v1/notifications?limit=50',
      {},
      admin,
    );
    expect(res.headers.get('content-type')).toContain('application/json');
    const titles = list.notifications.map((n: Notification) => n.title);
    expect(new Set(titles)).toEqual(new Set(payloads));
    for (const n of list.notifications) expect(n.body).toBe(`${n.title} ${n.title}`);

    async function adminUsername(): Promise<string> {
      const { body: me } = await api(ctx.app)<{ profile: { username: string } }>('/api/v1/me', {}, admin);
      return me.profile.username;
    }
  });

  it('writes the admin audit log entry of each broadcast, in the sender’s name', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const { body: started } = await send(admin, body({ audience: 'role', role: 'admin' }));
    const { body: log } = await api(ctx.app)<{ items: Record<string, unknown>[] }>(
      '/api/v1/admin/audit-log?action=broadcast.send',
      {},
      admin,
    );
    expect(log.items).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.userId }),
        action: 'broadcast.send',
        targetType: 'broadcast',
        targetId: started.id,
        targetLabel: 'Festival de inverno',
        after: expect.objectContaining({ audience: 'role', role: 'admin', recipients: 1 }),
      }),
    ]);
  });
});
