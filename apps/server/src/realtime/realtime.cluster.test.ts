import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventAttendance, NotificationListResponse } from '@eventos/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { api, notifyNow } from '../modules/notifications/testing/notifications-api.ts';
import { signUpAndSignIn } from '../test/auth-session.ts';
import { createEvent } from '../test/factories.ts';
import { adminQuery, databaseUrl } from '../test/postgres-admin.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { openStream, type ServedApp, serveApp } from './testing/sse-client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const template = inject('postgresTemplate');
const silent = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two server processes' worth of app (each its own pool and its own LISTEN connection) on one
 * Postgres database, both served over real HTTP. The second reaches Postgres through a TCP relay
 * that the test cuts and restores, as a database restart or a network loss would.
 */
describe.skipIf(!adminUrl || !template)('realtime across server processes [postgres]', () => {
  const name = `${(template ?? '').replace(/tpl$/, '')}rt_${randomBytes(3).toString('hex')}`;
  const authSecret = randomBytes(32).toString('base64url');
  const handles: DatabaseHandle[] = [];
  const served: ServedApp[] = [];
  let proxy: TcpProxy;
  let first: App;
  let second: App;
  let secondUrl: string;

  function appOn(database: DatabaseHandle): App {
    const root = mkdtempSync(join(tmpdir(), 'eventos-rt-'));
    return buildApp({
      database,
      logger: silent,
      config: { webDistDir: root, uploadsDir: root, anonymousCacheMs: 0, authSecret },
      mailer: { send: async () => {} },
    });
  }

  beforeAll(async () => {
    if (!adminUrl) return;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const direct = databaseUrl(adminUrl, name);
    const admin = new URL(adminUrl);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    handles.push(openPostgres(direct, 4), openPostgres(relayed.toString(), 4));
    first = appOn(handles[0] as DatabaseHandle);
    second = appOn(handles[1] as DatabaseHandle);
    served.push(await serveApp(first), await serveApp(second));
    secondUrl = (served[1] as ServedApp).url;
  }, 60_000);

  afterAll(async () => {
    for (const s of served) await s.close();
    for (const h of handles) await h.close();
    await proxy?.close();
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('delivers a notification created through one process to a stream of the other', async () => {
    const ana = await signUpAndSignIn(first, (handles[0] as DatabaseHandle).db, { username: 'ana.cluster' });
    const admin = await signUpAndSignIn(first, (handles[0] as DatabaseHandle).db, { role: 'admin' });
    const client = await openStream(secondUrl, ana.cookie);
    try {
      await client.next((e) => e.event === 'ready');
      const sent = await api(first)<{ id: string }>(
        '/api/v1/admin/notifications',
        {
          method: 'POST',
          json: {
            title: 'Aviso geral',
            body: 'Olá de outro processo',
            audience: 'user',
            username: 'ana.cluster',
            channels: { push: false, email: false },
          },
        },
        admin,
      );
      expect(sent.res.status).toBe(202);
      const started = Date.now();
      const event = await client.next((e) => e.event === 'notification', 2_000);
      expect(event.at - started).toBeLessThan(1_000);
      const list = await api(second)<NotificationListResponse>('/api/v1/notifications', {}, ana);
      expect(list.body.notifications[0]?.id).toBe(JSON.parse(event.data).id);
      expect(list.body.notifications[0]?.title).toBe('Aviso geral');
    } finally {
      client.close();
    }
  });

  it('a check-in through one process reaches the organiser’s door screen on the other', async () => {
    const db = (handles[0] as DatabaseHandle).db;
    const owner = await signUpAndSignIn(first, db);
    const guest = await signUpAndSignIn(first, db);
    const event = await createEvent(db, owner.userId);
    const door = await openStream(secondUrl, owner.cookie);
    try {
      await door.next((e) => e.event === 'ready');
      const going = await api(first)<EventAttendance>(
        `/api/v1/events/${event.id}/attendance`,
        { method: 'PUT' },
        guest,
      );
      const rsvp = JSON.parse((await door.next((e) => e.event === 'attendance', 2_000)).data);
      expect(rsvp).toMatchObject({ eventId: event.id, counts: { going: 1, checkedIn: 0 } });
      const started = Date.now();
      await api(first)(
        `/api/v1/events/${event.id}/check-ins`,
        { method: 'POST', json: { code: going.body.mine?.ticketCode } },
        owner,
      );
      const heard = await door.next((e) => e.event === 'attendance', 2_000);
      expect(heard.at - started).toBeLessThan(1_000);
      expect(JSON.parse(heard.data)).toMatchObject({
        eventId: event.id,
        counts: { going: 1, checkedIn: 1 },
        checkIn: { userId: guest.userId, status: 'checked_in' },
      });
    } finally {
      door.close();
    }
  });

  it('after its database connection is lost and back, tells the stream to resync and loses nothing', async () => {
    const bia = await signUpAndSignIn(first, (handles[0] as DatabaseHandle).db);
    const client = await openStream(secondUrl, bia.cookie);
    try {
      await client.next((e) => e.event === 'ready');
      // The second process loses Postgres (its LISTEN included) while notifications are stored.
      await proxy.cut();
      const missed = [
        ...(await notifyNow((handles[0] as DatabaseHandle).db, [bia.userId])),
        ...(await notifyNow((handles[0] as DatabaseHandle).db, [bia.userId])),
      ];
      await sleep(1_000);
      expect(client.events.filter((e) => e.event === 'notification')).toEqual([]);
      await proxy.restore();

      await client.next((e) => e.event === 'resync', 15_000);
      const list = await api(second)<NotificationListResponse>('/api/v1/notifications', {}, bia);
      expect(list.res.status).toBe(200);
      expect(list.body.notifications.map((n) => n.id).sort()).toEqual([...missed].sort());

      // And the stream carries new ones again.
      const [after] = await notifyNow((handles[0] as DatabaseHandle).db, [bia.userId]);
      const event = await client.next((e) => e.event === 'notification', 2_000);
      expect(JSON.parse(event.data)).toEqual({ id: after, op: 'insert' });
    } finally {
      client.close();
    }
  }, 40_000);
});
