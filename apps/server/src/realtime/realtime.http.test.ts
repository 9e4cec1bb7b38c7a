import { afterEach, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { api, notifyNow } from '../modules/notifications/testing/notifications-api.ts';
import { signUpAndSignIn } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createProfile } from '../test/factories.ts';
import { createRealtimeHub, realtimeStreamCount } from './realtime-hub.ts';
import { openStream, readSse, type ServedApp, type SseClient, serveApp } from './testing/sse-client.ts';

const silent = createLogger('silent');

describeEachBackend('realtime stream', (ctx) => {
  const opened: { close(): unknown }[] = [];
  let served: ServedApp | undefined;
  afterEach(async () => {
    for (const o of opened.splice(0)) o.close();
    await served?.close();
    served = undefined;
  });

  async function stream(cookie: string, headers: Record<string, string> = {}): Promise<SseClient> {
    served ??= await serveApp(ctx.app);
    const client = await openStream(served.url, cookie, headers);
    opened.push(client);
    return client;
  }

  it('answers a visitor 401 problem+json', async () => {
    served = await serveApp(ctx.app);
    const res = await fetch(`${served.url}/api/v1/realtime`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('streams, uncompressed and unbuffered, its own notifications within a second and never another person’s', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const bia = await signUpAndSignIn(ctx.app, ctx.db);
    const client = await stream(ana.cookie, { 'accept-encoding': 'gzip, deflate, br' });
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers.get('content-encoding')).toBeNull();
    expect(client.response.headers.get('cache-control')).toContain('no-store');
    await client.next((e) => e.event === 'ready');
    expect(client.retry).toBe(2000);

    const [theirs] = await notifyNow(ctx.db, [bia.userId]);
    const started = Date.now();
    const [mine] = await notifyNow(ctx.db, [ana.userId]);
    const inserted = await client.next((e) => e.event === 'notification', 1_000);
    expect(inserted.at - started).toBeLessThan(1_000);
    expect(JSON.parse(inserted.data)).toEqual({ id: mine, op: 'insert' });

    expect(
      (await api(ctx.app)(`/api/v1/notifications/${mine}/read`, { method: 'PATCH' }, ana)).res.status,
    ).toBe(204);
    const updated = await client.next((e) => e.event === 'notification', 1_000);
    expect(JSON.parse(updated.data)).toEqual({ id: mine, op: 'update' });

    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = client.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data).id);
    expect(ids).not.toContain(theirs);
    expect(ids).toEqual([mine, mine]);
  });

  it('reaches every open tab of the user', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const tabs = [await stream(ana.cookie), await stream(ana.cookie), await stream(ana.cookie)];
    for (const tab of tabs) await tab.next((e) => e.event === 'ready');
    const [id] = await notifyNow(ctx.db, [ana.userId]);
    for (const tab of tabs) {
      const e = await tab.next((ev) => ev.event === 'notification', 1_000);
      expect(JSON.parse(e.data)).toEqual({ id, op: 'insert' });
    }
  });

  it('forgets a stream when its client goes away, keeps at most ten per user, and sends heartbeats', async () => {
    const hub = createRealtimeHub({
      database: ctx.handle,
      logger: silent,
      heartbeatMs: 50,
      maxStreamsPerUser: 10,
    });
    await hub.ready;
    const person = await createProfile(ctx.db);
    const clients = Array.from({ length: 11 }, () => readSse(new Response(hub.open(person.id))));
    expect(hub.streamCount(person.id)).toBe(10);
    // The oldest one was closed by the server.
    await clients[0]?.ended;
    await clients[1]?.next((e) => e.event === 'ready');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(clients[1]?.comments).toContain('ping');

    for (const c of clients.slice(1)) c.close();
    await Promise.all(clients.map((c) => c.ended));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hub.streamCount(person.id)).toBe(0);
  });

  it('forgets the stream of a client that went away over HTTP', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const client = await stream(ana.cookie);
    await client.next((e) => e.event === 'ready');
    expect(realtimeStreamCount(ana.userId)).toBe(1);
    client.close();
    await client.ended;
    const deadline = Date.now() + 2_000;
    while (realtimeStreamCount(ana.userId) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(realtimeStreamCount(ana.userId)).toBe(0);
    // The next stream of the same person works as the first did.
    const again = await stream(ana.cookie);
    await again.next((e) => e.event === 'ready');
    const [id] = await notifyNow(ctx.db, [ana.userId]);
    expect(JSON.parse((await again.next((e) => e.event === 'notification', 1_000)).data)).toEqual({
      id,
      op: 'insert',
    });
  });
});
