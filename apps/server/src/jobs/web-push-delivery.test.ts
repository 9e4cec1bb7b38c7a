import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, withUser } from '../db/client.ts';
import { profiles, pushTokens } from '../db/schema/index.ts';
import { resolveVapidKeys } from '../integrations/push/vapid-keys.ts';
import { createWebPushSender } from '../integrations/push/web-push-sender.ts';
import { createLogger } from '../logger.ts';
import { deliveriesQueued } from '../modules/notifications/delivery-signal.ts';
import { notify } from '../modules/notifications/notify.ts';
import { type SignedInUser, signUpAndSignIn } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import {
  type PeerSubscription,
  type PushServicePeer,
  startPushServicePeer,
} from '../test/peers/push-service-peer.ts';
import { claimDueJobs } from './delivery-repository.ts';
import { deliveriesOf, storeNotifications } from './delivery-test-support.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import { pushTopic } from './push-payload.ts';

const silent = createLogger('silent');
const SUBJECT = 'mailto:push@eventos.test';
const EVENT_ID = '6f1c2a43-0d52-4c1e-9f0b-5a8e2d7c9b10';

let peer: PushServicePeer;
beforeAll(async () => {
  peer = await startPushServicePeer();
});
afterAll(() => peer.close());

describeEachBackend('web push delivery', (ctx) => {
  const worker = (overrides: { backoffMs?: number[]; batchSize?: number } = {}): DeliveryWorker =>
    createDeliveryWorker({
      db: ctx.db,
      logger: silent,
      push: {
        web: createWebPushSender({
          vapid: () => resolveVapidKeys(ctx.db, {}, SUBJECT),
          ca: peer.certificate,
        }),
      },
      mailer: { send: async () => {} },
      publicUrl: 'https://eventos.test',
      backoffMs: overrides.backoffMs ?? [0, 0],
      ...(overrides.batchSize ? { batchSize: overrides.batchSize } : {}),
    });

  /** A browser's subscription to the peer, registered through POST /api/v1/push-tokens. */
  const subscribeDevice = async (user: SignedInUser): Promise<PeerSubscription> => {
    const keyRes = await ctx.app.request('/api/v1/push/public-key');
    const { publicKey } = (await keyRes.json()) as { publicKey: string };
    const subscription = peer.subscribe(publicKey);
    const res = await ctx.app.request('/api/v1/push-tokens', {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ device_type: 'web', token: JSON.stringify(subscription) }),
    });
    expect(res.status).toBe(201);
    return subscription;
  };

  const receivedBy = (s: PeerSubscription) =>
    peer.received.filter((m) => s.endpoint.endsWith(`/push/${m.subscriptionId}`));

  const notifyEventUpdated = async (user: SignedInUser, title = 'Evento atualizado') => {
    const [id] = await storeNotifications(ctx.db, [
      {
        userId: user.userId,
        type: 'event_updated',
        title,
        body: 'Roda de Samba mudou de horário.',
        metadata: { event_id: EVENT_ID, event_name: 'Roda de Samba' },
      },
    ]);
    if (!id) throw new Error('not stored');
    return id;
  };

  it("takes a notification from the hub to the push service in its recipient's language, encrypted and signed", async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    await ctx.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, user.userId));
    const subscription = await subscribeDevice(user);
    const [id] = await withUser(ctx.db, null, (tx) =>
      notify(tx, {
        recipients: [user.userId],
        type: 'event_updated',
        metadata: { event_id: EVENT_ID, event_name: 'Roda de Samba' },
      }),
    );

    expect(await worker().runOnce()).toBe(1);

    const [message] = receivedBy(subscription);
    expect(message?.json).toEqual({
      id,
      type: 'event_updated',
      title: 'Event updated',
      body: '“Roda de Samba” has been updated. See what changed.',
      path: `/events/${EVENT_ID}`,
      tag: id,
    });
    expect(message?.topic).toBe(pushTopic(id ?? ''));
    expect(message?.urgency).toBe('normal');
    expect(message?.ttl).toBeGreaterThan(0);
    expect(message?.subject).toBe(SUBJECT);
    expect(await deliveriesOf(ctx.db, id ?? '')).toMatchObject([
      { channel: 'push', state: 'done', attempts: 1, last_error: null },
    ]);
  });

  it('finishes a push job of someone with no device, saying nobody was reached', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const id = await notifyEventUpdated(user);
    await worker().runOnce();
    expect(await deliveriesOf(ctx.db, id)).toMatchObject([
      { channel: 'push', state: 'done', attempts: 1, last_error: 'no device to push to' },
    ]);
  });

  it('sends an on_demand link to another site as the url to open', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const subscription = await subscribeDevice(user);
    const [id] = await storeNotifications(ctx.db, [
      {
        userId: user.userId,
        type: 'on_demand',
        title: 'Novidade',
        body: 'Veja o blog',
        metadata: { link: 'https://blog.example.org/novidades' },
      },
    ]);
    await worker().runOnce();
    expect(receivedBy(subscription)[0]?.json).toMatchObject({
      id,
      url: 'https://blog.example.org/novidades',
    });
    expect(receivedBy(subscription)[0]?.json).not.toHaveProperty('path');
  });

  it('removes a token the push service reports gone (410 and 404) and finishes the job', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const gone = await subscribeDevice(user);
    const unknown = await subscribeDevice(user);
    const alive = await subscribeDevice(user);
    peer.answer(gone, 410);
    peer.answer(unknown, 404);
    const id = await notifyEventUpdated(user);

    await worker().runOnce();

    const tokens = await ctx.db.select({ token: pushTokens.token }).from(pushTokens);
    expect(tokens.map((t) => JSON.parse(t.token).endpoint)).toEqual([alive.endpoint]);
    expect(receivedBy(alive)).toHaveLength(1);
    expect(await deliveriesOf(ctx.db, id)).toMatchObject([{ state: 'done', last_error: null }]);
  });

  it('retries after a 500 and then delivers exactly once', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const subscription = await subscribeDevice(user);
    peer.answer(subscription, 500, 1);
    const id = await notifyEventUpdated(user);
    const w = worker({ backoffMs: [0, 0] });

    await w.runOnce();
    expect(receivedBy(subscription)).toHaveLength(0);
    const [pending] = await deliveriesOf(ctx.db, id);
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    expect(pending?.last_error).toContain('500');

    await w.runOnce();
    await w.runOnce();
    expect(receivedBy(subscription)).toHaveLength(1);
    expect(receivedBy(subscription)[0]?.topic).toBe(pushTopic(id));
    expect(await deliveriesOf(ctx.db, id)).toMatchObject([{ state: 'done', attempts: 2, last_error: null }]);
  });

  it('gives up after the last pause and keeps the error', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const subscription = await subscribeDevice(user);
    peer.answer(subscription, 503);
    const id = await notifyEventUpdated(user);
    const w = worker({ backoffMs: [0] });
    await w.runOnce();
    await w.runOnce();
    expect(await w.runOnce()).toBe(0);
    const [job] = await deliveriesOf(ctx.db, id);
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
    expect(job?.last_error).toContain('503');
  });

  it('sends again, with the same Topic, a job whose worker died between claiming and marking it', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const subscription = await subscribeDevice(user);
    const id = await notifyEventUpdated(user);

    // A worker claims the job and dies before sending or marking it.
    expect(await claimDueJobs(ctx.db, 10, 60_000)).toHaveLength(1);
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    // Its lease runs out.
    await ctx.db.execute(sql`UPDATE notification_deliveries SET locked_until = now() - interval '1 second'`);

    expect(await w.runOnce()).toBe(1);
    expect(receivedBy(subscription).map((m) => m.topic)).toEqual([pushTopic(id)]);
    expect(await deliveriesOf(ctx.db, id)).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('wakes as soon as jobs are queued, not at its next poll, and stops cleanly', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const subscription = await subscribeDevice(user);
    const w = createDeliveryWorker({
      db: ctx.db,
      logger: silent,
      push: {
        web: createWebPushSender({
          vapid: () => resolveVapidKeys(ctx.db, {}, SUBJECT),
          ca: peer.certificate,
        }),
      },
      mailer: { send: async () => {} },
      publicUrl: 'https://eventos.test',
      pollMs: 600_000,
    });
    w.start();
    try {
      await notifyEventUpdated(user);
      deliveriesQueued();
      await expect.poll(() => receivedBy(subscription).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await w.stop();
    }
    await notifyEventUpdated(user);
    deliveriesQueued();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receivedBy(subscription)).toHaveLength(1);
  });

  it.runIf(ctx.backend === 'postgres')(
    'two workers running at once never send the same job twice',
    async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const subscription = await subscribeDevice(user);
      const ids = await storeNotifications(
        ctx.db,
        Array.from({ length: 24 }, (_, i) => ({
          userId: user.userId,
          type: 'event_updated' as const,
          title: `Aviso ${i}`,
          body: 'Mudou',
          metadata: { event_id: EVENT_ID },
        })),
      );
      peer.delay(30);
      try {
        const drain = async (w: DeliveryWorker) => {
          let ran = 0;
          for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) ran += n;
          return ran;
        };
        const [a, b] = await Promise.all([drain(worker({ batchSize: 4 })), drain(worker({ batchSize: 4 }))]);
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
        expect(a + b).toBe(24);
      } finally {
        peer.delay(0);
      }
      const got = receivedBy(subscription).map((m) => (m.json as { id: string }).id);
      expect(got).toHaveLength(24);
      expect(new Set(got)).toEqual(new Set(ids));
      const [{ done } = { done: 0 }] = await queryRows<{ done: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS done FROM notification_deliveries WHERE state = 'done' AND attempts = 1`,
      );
      expect(done).toBe(24);
    },
  );
});
