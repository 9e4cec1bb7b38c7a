import { randomUUID } from 'node:crypto';
import type { Problem } from '@eventos/domain';
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

const LIMIT = { max: 3, windowSeconds: 60 };

describeEachBackend(
  'auth: sign-in rate limit',
  (ctx) => {
    const attempt = (
      app: typeof ctx.app,
      email: string,
      password: string,
      address: string,
      extra: Record<string, string> = {},
    ) =>
      app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...extra },
          body: JSON.stringify({ email, password }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );

    it('stops a client after the limit, even with the right password or a forged X-Forwarded-For, on every server copy', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const attacker = '203.0.113.9';
      for (let i = 0; i < LIMIT.max; i++) {
        expect((await attempt(ctx.app, user.email, 'senha-errada', attacker)).status).toBe(401);
      }
      const blocked = await attempt(ctx.app, user.email, user.password, attacker);
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as Problem).code).toBe('auth.rate_limited');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

      const spoofed = await attempt(ctx.app, user.email, user.password, attacker, {
        'x-forwarded-for': '192.0.2.77',
      });
      expect(spoofed.status).toBe(429);
      const ownHeader = await attempt(ctx.app, user.email, user.password, attacker, {
        'x-eventos-client-ip': '192.0.2.78',
      });
      expect(ownHeader.status).toBe(429);

      // A second server process on the same database counts the same attempts.
      const copy = buildApp({
        database: ctx.handle,
        logger: createLogger('silent'),
        config: { webDistDir: ctx.uploadsDir, uploadsDir: ctx.uploadsDir, signInLimit: LIMIT },
      });
      expect((await attempt(copy, user.email, user.password, attacker)).status).toBe(429);

      // Someone else is not affected.
      expect((await attempt(ctx.app, user.email, user.password, '198.51.100.20')).status).toBe(200);
    });
  },
  { config: () => ({ signInLimit: LIMIT }) },
);

const SIGN_UP_LIMIT = { max: 2, windowSeconds: 3600 };

describeEachBackend(
  'auth: sign-up rate limit',
  (ctx) => {
    const signUp = (address: string) =>
      ctx.app.request(
        '/api/auth/sign-up/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          body: JSON.stringify({
            name: 'Pessoa Teste',
            email: `pessoa-${randomUUID()}@example.test`,
            password: 'senha-de-teste-1',
          }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );

    it('stops a client after the configured number of sign-ups; another address may still sign up', async () => {
      const flooder = '203.0.113.10';
      for (let i = 0; i < SIGN_UP_LIMIT.max; i++) expect((await signUp(flooder)).status).toBe(200);
      const blocked = await signUp(flooder);
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as Problem).code).toBe('auth.rate_limited');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signUp('198.51.100.21')).status).toBe(200);
    });
  },
  { config: () => ({ signUpLimit: SIGN_UP_LIMIT }) },
);
