import type { Problem } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { sessionCookieFrom, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { CookieJar } from '../test/peers/cookie-jar.ts';
import { type OidcPeer, startOidcPeer } from '../test/peers/oidc-peer.ts';

const APP = 'http://localhost:3000';
let google: OidcPeer;

beforeAll(async () => {
  google = await startOidcPeer({ name: 'google', redirectUris: [`${APP}/api/auth/callback/google`] });
  google.addAccount({ email: 'carla@example.test', givenName: 'Carla', familyName: 'Mendes' });
});
afterAll(async () => {
  await google.close();
});

/** Signs in at the provider like a browser: our app → provider login form → back with a code. */
async function webSignIn(app: App, email: string, callbackURL = '/auth') {
  const jar = new CookieJar();
  const start = await app.request('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({
      provider: 'google',
      callbackURL,
      errorCallbackURL: '/index?login_failed=1',
      disableRedirect: true,
    }),
  });
  expect(start.status).toBe(200);
  jar.store(APP, start);
  let url = ((await start.json()) as { url: string }).url;
  expect(url.startsWith(google.issuer)).toBe(true);

  for (let hop = 0; hop < 10 && url.startsWith(google.issuer); hop++) {
    const isForm = /\/interaction\/[^/]+$/.test(new URL(url).pathname);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
    jar.store(url, res);
    if (isForm && res.status === 200) {
      res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(url), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }),
      });
      jar.store(url, res);
    }
    url = new URL(res.headers.get('location') ?? '', url).toString();
  }
  expect(url.startsWith(`${APP}/api/auth/callback/google`)).toBe(true);
  const callback = await app.request(new URL(url).pathname + new URL(url).search, {
    headers: { cookie: jar.header(APP) },
  });
  jar.store(APP, callback);
  return { callback, jar };
}

describeEachBackend(
  'auth: Google through a real OpenID Connect provider',
  (ctx) => {
    it('lists the configured providers only', async () => {
      const res = await ctx.app.request('/api/v1/auth/providers');
      expect(await res.json()).toEqual({ google: true, apple: false });
    });

    it('signs in on the web, creates the user once, and returns to /auth', async () => {
      const first = await webSignIn(ctx.app, 'carla@example.test');
      expect(first.callback.status).toBe(302);
      expect(first.callback.headers.get('location')).toBe('/auth');
      const cookie = first.jar.get(APP, 'eventos.session_token');
      expect(cookie).toBeTruthy();
      const sessions = await ctx.app.request('/api/v1/me/sessions', {
        headers: { cookie: `eventos.session_token=${cookie}` },
      });
      expect(sessions.status).toBe(200);

      await webSignIn(ctx.app, 'carla@example.test');
      const users = await queryRows<{ email: string; provider_id: string }>(
        ctx.db,
        sql`SELECT u.email, a.provider_id FROM auth_users u JOIN auth_accounts a ON a.user_id = u.id`,
      );
      expect(users).toEqual([{ email: 'carla@example.test', provider_id: 'google' }]);
    });

    it('refuses a callback URL on another site', async () => {
      const res = await ctx.app.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ provider: 'google', callbackURL: 'https://evil.example/' }),
      });
      expect(res.status).toBe(400);
    });

    it('signs in with a Google id token (cookie session only), and refuses forged or foreign ones', async () => {
      const post = (token: string) =>
        ctx.app.request('/api/auth/sign-in/social', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ provider: 'google', idToken: { token } }),
        });
      const ok = await post(await google.mintIdToken('carla@example.test'));
      expect(ok.status).toBe(200);
      expect(sessionCookieFrom(ok)).toMatch(/^eventos\.session_token=/);
      expect(ok.headers.get('set-auth-token')).toBeNull();
      expect(await ok.json()).not.toHaveProperty('token');

      const foreign = await post(await google.mintIdToken('carla@example.test', { audience: 'another-app' }));
      expect(foreign.status).toBe(401);
      expect(((await foreign.json()) as Problem).code).toBe('auth.id_token_invalid');
      const wrongIssuer = await post(
        await google.mintIdToken('carla@example.test', { issuer: 'https://evil.example' }),
      );
      expect(wrongIssuer.status).toBe(401);
      const [header, payload] = (await google.mintIdToken('carla@example.test')).split('.');
      expect((await post(`${header}.${payload}.c2lnbmF0dXJl`)).status).toBe(401);
    });

    it('hides Apple when it is not configured', async () => {
      const res = await ctx.app.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ provider: 'apple', callbackURL: '/events' }),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as Problem).code).toBe('auth.provider_unavailable');
    });
  },
  {
    config: () => ({
      publicUrl: APP,
      google: {
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        discoveryUrl: google.discoveryUrl,
      },
    }),
  },
);
