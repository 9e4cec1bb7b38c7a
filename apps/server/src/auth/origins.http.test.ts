import type { Problem } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { authUsers } from '../db/schema/index.ts';
import { sessionCookieFrom, TEST_PASSWORD } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

const LAN = 'http://192.168.0.10:3000';
const LOOPBACK = 'http://127.0.0.1:3000';

/** What a browser page at `page` sends with a fetch to the server at `server`. */
function browserHeaders(server: string, page: string, extra: Record<string, string> = {}) {
  return {
    'content-type': 'application/json',
    origin: page,
    'sec-fetch-site': server === page ? 'same-origin' : 'cross-site',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    ...extra,
  };
}

async function signUpAt(app: App, db: Database, server: string, page = server, extra = {}) {
  const email = `pessoa-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const res = await app.request(`${server}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: browserHeaders(server, page, extra),
    body: JSON.stringify({ name: 'Rui Alves', email, password: TEST_PASSWORD }),
  });
  await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
  return { res, email };
}

function signInAt(app: App, server: string, email: string, page = server, extra = {}) {
  return app.request(`${server}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: browserHeaders(server, page, extra),
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
}

/** A state-changing request of the signed-in user's own API, from a page at `page`. */
function patchMe(app: App, server: string, cookie: string, page: string, extra = {}) {
  return app.request(`${server}/api/v1/me/sessions/revoke-others`, {
    method: 'POST',
    headers: { ...browserHeaders(server, page, extra), cookie },
  });
}

describeEachBackend('origins: sign-in works at whatever address the app is opened at', (ctx) => {
  for (const server of [LAN, LOOPBACK, 'http://localhost:3000', 'http://[::1]:3000']) {
    it(`signs up, signs in and acts as the user at ${server}`, async () => {
      const { res, email } = await signUpAt(ctx.app, ctx.db, server);
      expect(res.status, await res.clone().text()).toBe(200);
      const signIn = await signInAt(ctx.app, server, email);
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const cookie = sessionCookieFrom(signIn);
      expect((await patchMe(ctx.app, server, cookie, server)).status).toBe(204);
      const out = await ctx.app.request(`${server}/api/auth/sign-out`, {
        method: 'POST',
        headers: { ...browserHeaders(server, server), cookie },
        body: '{}',
      });
      expect(out.status).toBe(200);
    });
  }

  it('refuses a page on another site, on both APIs, and no longer trusts https://localhost', async () => {
    for (const foreign of ['https://evil.example', 'http://192.168.0.10:3001', 'https://localhost']) {
      const { res } = await signUpAt(ctx.app, ctx.db, LAN, foreign);
      expect(res.status).toBe(403);
      expect(((await res.json()) as Problem).code).toBe('auth.origin_forbidden');
    }
    const { email } = await signUpAt(ctx.app, ctx.db, LAN);
    const cookie = sessionCookieFrom(await signInAt(ctx.app, LAN, email));
    for (const foreign of ['https://evil.example', 'http://192.168.0.10', 'https://localhost']) {
      const res = await patchMe(ctx.app, LAN, cookie, foreign);
      expect(res.status).toBe(403);
      expect(((await res.json()) as Problem).code).toBe('auth.origin_forbidden');
      const signIn = await signInAt(ctx.app, LAN, email, foreign, { cookie });
      expect(signIn.status).toBe(403);
    }
  });

  it('ignores forwarded address headers unless TRUST_PROXY is on', async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const { res } = await signUpAt(ctx.app, ctx.db, LAN, 'https://evil.example', forwarded);
    expect(res.status).toBe(403);
  });
});

describeEachBackend(
  'origins: TRUSTED_ORIGINS',
  (ctx) => {
    it('lets a listed site sign in and act, and still refuses the others', async () => {
      const { res, email } = await signUpAt(ctx.app, ctx.db, LAN, 'https://app.example');
      expect(res.status, await res.clone().text()).toBe(200);
      const signIn = await signInAt(ctx.app, LAN, email, 'https://app.example');
      expect(signIn.status).toBe(200);
      const cookie = sessionCookieFrom(signIn);
      expect((await patchMe(ctx.app, LAN, cookie, 'https://app.example')).status).toBe(204);
      expect((await patchMe(ctx.app, LAN, cookie, 'https://other.example')).status).toBe(403);
    });
  },
  { config: () => ({ trustedOrigins: ['https://app.example'] }) },
);

describe('origins behind a reverse proxy', () => {
  describeEachBackend(
    'TRUST_PROXY on',
    (ctx) => {
      it('takes the address from X-Forwarded-Host and X-Forwarded-Proto', async () => {
        const upstream = 'http://127.0.0.1:3000';
        const forwarded = { 'x-forwarded-host': 'eventos.lan', 'x-forwarded-proto': 'https' };
        const { res, email } = await signUpAt(ctx.app, ctx.db, upstream, 'https://eventos.lan', forwarded);
        expect(res.status, await res.clone().text()).toBe(200);
        const signIn = await signInAt(ctx.app, upstream, email, 'https://eventos.lan', forwarded);
        expect(signIn.status).toBe(200);
        // Secure cookies: the page is https.
        const setCookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token='));
        expect(setCookie).toMatch(/^__Secure-eventos\.session_token=.*; Secure/);
      });
    },
    { config: () => ({ trustProxy: true, publicUrl: 'https://eventos.example' }) },
  );
});

describeEachBackend(
  'origins: cookies when PUBLIC_URL is https',
  (ctx) => {
    it('keeps Secure cookies at PUBLIC_URL and plain ones for a page opened over http at a LAN address', async () => {
      const { email } = await signUpAt(ctx.app, ctx.db, LAN);
      const atLan = await signInAt(ctx.app, LAN, email);
      expect(atLan.status).toBe(200);
      const lanCookie = atLan.headers.getSetCookie().find((c) => c.includes('session_token='));
      // A browser drops a Secure cookie set over plain http, so the LAN page gets a plain one.
      expect(lanCookie).toMatch(/^eventos\.session_token=/);
      expect(lanCookie).not.toMatch(/; Secure/i);
      const cookie = sessionCookieFrom(atLan);
      expect((await patchMe(ctx.app, LAN, cookie, LAN)).status).toBe(204);

      // Behind a proxy that keeps the Host header, the request names PUBLIC_URL's host.
      const atPublic = await signInAt(ctx.app, 'http://eventos.example', email, 'https://eventos.example');
      expect(atPublic.status).toBe(200);
      const secure = atPublic.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(secure).toMatch(/^__Secure-eventos\.session_token=.*; Secure/);
    });
  },
  { config: () => ({ publicUrl: 'https://eventos.example' }) },
);
