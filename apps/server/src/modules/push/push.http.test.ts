import type { Problem, PushPublicKey, PushTokenRegistration } from '@eventos/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import webpush from 'web-push';
import { queryRows } from '../../db/client.ts';
import { pushTokens } from '../../db/schema/index.ts';
import { VAPID_SETTING } from '../../integrations/push/vapid-keys.ts';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';

const configured = webpush.generateVAPIDKeys();

const subscription = (n = 1) => ({
  endpoint: `https://push.example.test/push/device-${n}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describeEachBackend('/api/v1/push-tokens and /api/v1/push/public-key', (ctx) => {
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}, user?: SignedInUser) => {
    const { json, ...rest } = init;
    const headers: Record<string, string> = { ...(user?.headers ?? { origin: TEST_ORIGIN }) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await ctx.app.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return {
      res,
      body: (text ? JSON.parse(text) : undefined) as PushTokenRegistration & PushPublicKey & Problem,
    };
  };
  const register = (user: SignedInUser | undefined, json: unknown) =>
    call('/api/v1/push-tokens', { method: 'POST', json }, user);
  const webToken = (n = 1) => ({ device_type: 'web', token: JSON.stringify(subscription(n)) });

  it('gives everyone the same VAPID public key, made once and kept in the database', async () => {
    const first = await call('/api/v1/push/public-key');
    expect(first.res.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.body.publicKey, 'base64url')[0]).toBe(4);
    const second = await call('/api/v1/push/public-key');
    expect(second.body.publicKey).toBe(first.body.publicKey);
    const [stored] = await queryRows<{ value: { publicKey: string } }>(
      ctx.db,
      sql`SELECT value FROM app_settings WHERE name = ${VAPID_SETTING}`,
    );
    expect(stored?.value.publicKey).toBe(first.body.publicKey);
  });

  it('registers a web subscription for its owner, and the same device again as the same registration', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const first = await register(user, webToken());
    expect(first.res.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), deviceType: 'web', lastSeenAt: expect.any(String) });
    const again = await register(user, webToken());
    expect(again.res.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(new Date(again.body.lastSeenAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.body.lastSeenAt).getTime(),
    );
    const rows = await ctx.db.select().from(pushTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.userId, deviceType: 'web' });
    expect(JSON.parse(rows[0]?.token ?? '')).toEqual(subscription());
  });

  it('keeps only the endpoint and keys of a subscription, whatever else the browser put in it', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const extra = { ...subscription(), expirationTime: null, extra: 'x' };
    const res = await register(user, { device_type: 'web', token: JSON.stringify(extra) });
    expect(res.res.status).toBe(201);
    const [row] = await ctx.db.select().from(pushTokens);
    expect(JSON.parse(row?.token ?? '')).toEqual(subscription());
  });

  it('refuses web tokens that are not an https subscription, and bad device types', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const bad: [unknown, string, string][] = [
      [{ device_type: 'web', token: 'not json' }, 'token', 'validation.push.token.invalid'],
      [
        {
          device_type: 'web',
          token: '{"endpoint":"http://push.example.test/x","keys":{"p256dh":"a","auth":"b"}}',
        },
        'token',
        'validation.push.token.invalid',
      ],
      [
        { device_type: 'web', token: '{"endpoint":"https://push.example.test/x"}' },
        'token',
        'validation.push.token.invalid',
      ],
      [{ device_type: 'web', token: '' }, 'token', 'validation.push.token.required'],
      [{ device_type: 'fax', token: 'abc' }, 'device_type', 'validation.push.device_type.invalid'],
      [{ device_type: 'android', token: 'x'.repeat(5000) }, 'token', 'validation.push.token.invalid'],
    ];
    for (const [json, path, code] of bad) {
      const { res, body } = await register(user, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body.errors).toContainEqual(expect.objectContaining({ path, code }));
    }
    expect(await ctx.db.select().from(pushTokens)).toHaveLength(0);
  });

  it('registers native tokens as given and never answers a token back, even one written to attack a page', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const [i, payload] of XSS_PAYLOADS.slice(0, 20).entries()) {
      const { res, body } = await register(user, {
        device_type: i % 2 ? 'ios' : 'android',
        token: `fcm:${payload}`,
      });
      expect(res.status).toBe(201);
      expect(JSON.stringify(body)).not.toContain(payload);
    }
  });

  it('a device registered by someone else moves to whoever registered it last', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const bia = await signUpAndSignIn(ctx.app, ctx.db);
    await register(ana, webToken(7));
    await register(bia, webToken(7));
    const rows = await ctx.db.select().from(pushTokens);
    expect(rows.map((r) => r.userId)).toEqual([bia.userId]);
  });

  it("removes the owner's registration; anyone else's id, or no id, is not found", async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const { body } = await register(owner, webToken());
    for (const caller of [other, admin]) {
      const res = await call(`/api/v1/push-tokens/${body.id}`, { method: 'DELETE' }, caller);
      expect(res.res.status).toBe(404);
      expect(res.body.code).toBe('push_token.not_found');
      expect(res.body.detail).toBe('Registro de notificações não encontrado.');
    }
    expect(await ctx.db.select().from(pushTokens).where(eq(pushTokens.id, body.id))).toHaveLength(1);
    expect((await call('/api/v1/push-tokens/nao-e-um-id', { method: 'DELETE' }, owner)).res.status).toBe(404);
    expect((await call(`/api/v1/push-tokens/${body.id}`, { method: 'DELETE' }, owner)).res.status).toBe(204);
    expect(await ctx.db.select().from(pushTokens)).toHaveLength(0);
    expect((await call(`/api/v1/push-tokens/${body.id}`, { method: 'DELETE' }, owner)).res.status).toBe(404);
  });

  it('asks visitors to sign in, and a signed-in person without a profile to complete it', async () => {
    const visitor = await register(undefined, webToken());
    expect(visitor.res.status).toBe(401);
    expect(visitor.body.detail).toBe('Usuário não autenticado');
    const del = await call('/api/v1/push-tokens/00000000-0000-4000-8000-000000000000', { method: 'DELETE' });
    expect(del.res.status).toBe(401);
    const noProfile = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
    const res = await register(noProfile, webToken());
    expect(res.res.status).toBe(403);
    expect(res.body.code).toBe('profile.incomplete');
  });
});

describeEachBackend(
  '/api/v1/push/public-key with a configured pair',
  (ctx) => {
    it('answers the configured key and stores none', async () => {
      const res = await ctx.app.request('/api/v1/push/public-key');
      expect(((await res.json()) as PushPublicKey).publicKey).toBe(configured.publicKey);
      expect(
        await queryRows(ctx.db, sql`SELECT 1 FROM app_settings WHERE name = ${VAPID_SETTING}`),
      ).toHaveLength(0);
    });
  },
  {
    config: () => ({
      push: {
        vapidPublicKey: configured.publicKey,
        vapidPrivateKey: configured.privateKey,
        vapidSubject: 'mailto:ops@eventos.test',
        fcmServiceAccountFile: undefined,
      },
    }),
  },
);
