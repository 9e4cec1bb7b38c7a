import type { Problem } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { type BackendContext, describeEachBackend } from '../test/describe-each-backend.ts';

const ACCOUNT_LIMIT = { max: 3, windowSeconds: 60 };
/** Every server copy of one site shares its auth secret, and with it the key of the counters. */
const AUTH_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';
const config = () => ({
  trustProxy: true,
  authSecret: AUTH_SECRET,
  // The per-address limit stays out of the way: these tests are about the account.
  signInLimit: { max: 1000, windowSeconds: 60 },
  accountSignInLimit: ACCOUNT_LIMIT,
});

let address = 0;
/** Each attempt from an address of its own, as a guesser with many machines would send them. */
const freshAddress = () => `198.51.100.${(address++ % 250) + 1}`;

function attempt(app: App, email: string, password: string) {
  const from = freshAddress();
  return app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
  );
}

/** What a client can observe of an answer: status, code, whether it says when to retry. */
async function observed(response: Response) {
  const body = (await response.json()) as Partial<Problem>;
  return { status: response.status, code: body.code, retryAfter: response.headers.has('retry-after') };
}

function secondCopy(ctx: BackendContext): App {
  return buildApp({
    database: ctx.handle,
    logger: createLogger('silent'),
    config: { webDistDir: ctx.uploadsDir, uploadsDir: ctx.uploadsDir, ...config() },
  });
}

describeEachBackend(
  'auth: sign-in throttling per account',
  (ctx) => {
    it('slows guesses at one account spread over many addresses, and then refuses the right password too', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      for (let i = 0; i < ACCOUNT_LIMIT.max; i++) {
        expect((await attempt(ctx.app, user.email, 'senha-errada')).status).toBe(401);
      }
      const locked = await attempt(ctx.app, user.email, user.password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await locked.json()) as Problem;
      expect(problem.code).toBe('auth.rate_limited');
      expect(problem.detail).toBe('Muitas tentativas em pouco tempo. Aguarde um pouco e tente novamente.');
      const wait = Number(locked.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(ACCOUNT_LIMIT.windowSeconds);
      // The same account written another way is the same account.
      expect((await attempt(ctx.app, ` ${user.email.toUpperCase()} `, user.password)).status).toBe(429);

      // Another account is not affected.
      const other = await signUpAndSignIn(ctx.app, ctx.db);
      expect((await attempt(ctx.app, other.email, other.password)).status).toBe(200);
    });

    it('answers an unknown e-mail exactly like a known one', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const sequence = async (email: string) => {
        const answers = [];
        for (let i = 0; i < ACCOUNT_LIMIT.max + 2; i++) {
          answers.push(await observed(await attempt(ctx.app, email, 'senha-errada')));
        }
        return answers;
      };
      const known = await sequence(user.email);
      const unknown = await sequence('ninguem-cadastrado@example.test');
      expect(unknown).toEqual(known);
      expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
    });

    it('shares the count between two server copies on the same database', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const copy = secondCopy(ctx);
      expect((await attempt(ctx.app, user.email, 'senha-errada')).status).toBe(401);
      expect((await attempt(copy, user.email, 'senha-errada')).status).toBe(401);
      expect((await attempt(ctx.app, user.email, 'senha-errada')).status).toBe(401);
      expect((await attempt(copy, user.email, user.password)).status).toBe(429);
      expect((await attempt(ctx.app, user.email, user.password)).status).toBe(429);
    });

    it('lets no parallel burst slip past the limit', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const copy = secondCopy(ctx);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => attempt(i % 2 ? copy : ctx.app, user.email, 'senha-errada')),
      ).then((answers) => answers.map((a) => a.status).sort());
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('forgets failures after a successful sign-in, never after a wrong one', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      for (let i = 0; i < ACCOUNT_LIMIT.max - 1; i++) {
        expect((await attempt(ctx.app, user.email, 'senha-errada')).status).toBe(401);
      }
      expect((await attempt(ctx.app, user.email, user.password)).status).toBe(200);
      for (let i = 0; i < ACCOUNT_LIMIT.max; i++) {
        expect((await attempt(ctx.app, user.email, 'senha-errada')).status).toBe(401);
      }
      expect((await attempt(ctx.app, user.email, user.password)).status).toBe(429);
    });

    it('keeps only a keyed hash of the e-mail', async () => {
      const email = 'alguem@example.test';
      await attempt(ctx.app, email, 'senha-errada');
      const rows = await queryRows<Record<string, unknown>>(
        ctx.db,
        sql`SELECT * FROM auth_sign_in_throttles`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.account_key).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain('alguem');
    });
  },
  { config },
);
