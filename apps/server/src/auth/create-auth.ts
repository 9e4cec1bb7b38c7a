import { ACCOUNT_LIMITS, LANGUAGE_HEADER, languageOr } from '@eventos/domain';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, queryRows } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { requestOrigin } from '../http/origin-check.ts';
import type { Logger } from '../logger.ts';
import { authDatabase } from './auth-database.ts';
import { type AuthMailKind, renderAuthMail } from './auth-mail-texts.ts';
import type { Mailer } from './mailer.ts';
import { oauthProviderConfigs } from './oauth-providers.ts';
import type { PasswordHasher } from './password-hasher.ts';

/** The header our HTTP layer fills with the client address it trusts (never the client's own). */
export const CLIENT_IP_HEADER = 'x-eventos-client-ip';

export type AuthConfig = Pick<Config, 'publicUrl' | 'google' | 'apple' | 'signInLimit' | 'signUpLimit'> &
  Partial<Pick<Config, 'trustProxy' | 'trustedOrigins'>>;

export interface AuthDeps {
  db: Database;
  config: AuthConfig;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** The auth library's scrypt unless given (tests only: see password-hasher.ts). */
  passwordHasher?: PasswordHasher;
}

const DAY_SECONDS = 86_400;

/** The error code a suspended person's sign-in answers with (auth-problems maps it to auth.suspended). */
export const SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

/** Whether the moderation team suspended this person until a time still ahead (or for good). */
async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ suspended: boolean }>(
    db,
    sql`SELECT coalesce(suspended_until > now(), false) AS suspended FROM profiles WHERE id = ${userId}::uuid`,
  );
  return row?.suspended ?? false;
}

/**
 * Origins trusted from any address (besides each page's own): PUBLIC_URL, the iOS shell's
 * capacitor://localhost (no web page can have that origin) and TRUSTED_ORIGINS. See ADR 0006.
 */
export function trustedOrigins(publicUrl: string, extra: readonly string[] = []): string[] {
  return [...new Set([new URL(publicUrl).origin, 'capacitor://localhost', ...extra])];
}

/**
 * The auth library on our Postgres: e-mail + password with confirmation, HttpOnly cookie sessions,
 * Google/Apple when configured, and rate limits counted in the database so they hold across server
 * copies. Cookies are Secure (and __Secure- named) when PUBLIC_URL is https, except for a page
 * opened over plain http at another address (a LAN address), where the browser would drop them.
 */
export function createAuth(deps: AuthDeps) {
  const { publicUrl, trustProxy = false } = deps.config;
  const secure = buildAuth(deps, publicUrl.startsWith('https://'));
  if (!publicUrl.startsWith('https://')) return secure;
  const plain = buildAuth(deps, false);
  const publicHost = new URL(publicUrl).host;
  const pick = (request: { url?: string; headers: Headers } | undefined) => {
    const origin = request && requestOrigin(request, trustProxy);
    return origin?.startsWith('http://') && new URL(origin).host !== publicHost ? plain : secure;
  };
  return byRequestAddress(secure, pick);
}

type AuthInstance = ReturnType<typeof buildAuth>;
type ApiInput = { headers?: HeadersInit; request?: Request } | undefined;

/** One auth object whose handler and API calls go to the instance `pick` chooses for the request. */
function byRequestAddress(
  fallback: AuthInstance,
  pick: (request: { url?: string; headers: Headers } | undefined) => AuthInstance,
): AuthInstance {
  const of = (input: ApiInput) =>
    pick(input?.request ?? (input?.headers ? { headers: new Headers(input.headers) } : undefined));
  const api = new Proxy(fallback.api, {
    get(target, key) {
      if (typeof Reflect.get(target, key) !== 'function') return Reflect.get(target, key);
      return (input: ApiInput) => Reflect.get(of(input).api, key)(input);
    },
  });
  const handler = (request: Request) => pick(request).handler(request);
  return { ...fallback, handler, fetch: handler, api };
}

/** The session token (the bearer of the session) never leaves in a body: cookies carry it. */
function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (!isPlainObject(value)) return value;
  const { token: _token, ...rest } = value;
  if ('session' in rest) rest.session = withoutSessionTokens(rest.session);
  return rest;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function buildAuth({ db, config, secret, mailer, logger, passwordHasher }: AuthDeps, secureCookies: boolean) {
  async function sendAuthMail(
    kind: AuthMailKind,
    user: { id: string; email: string; name: string },
    url: string,
    request?: Request,
  ) {
    const [profile] = await db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, user.id))
      .limit(1);
    const language = languageOr(profile?.language ?? request?.headers.get(LANGUAGE_HEADER));
    const mail = renderAuthMail(kind, language, user.name, url);
    try {
      await mailer.send({ to: user.email, ...mail });
    } catch (err) {
      // The answer must not tell whether the address exists, so a failed send is only logged.
      logger.error({ err, kind }, 'account e-mail could not be sent');
    }
  }

  const { max, windowSeconds } = config.signInLimit;
  const providers = oauthProviderConfigs(config);

  return betterAuth({
    appName: 'Eventos',
    // The library's own messages go to our log, at the request's level of detail.
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    baseURL: `${config.publicUrl}/api/auth`,
    basePath: '/api/auth',
    secret,
    // A page at the address the request was sent to is same-origin, as in our own origin check.
    trustedOrigins: (request) => {
      const own = request && requestOrigin(request, config.trustProxy ?? false);
      return [...trustedOrigins(config.publicUrl, config.trustedOrigins), ...(own ? [own] : [])];
    },
    database: authDatabase(db),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'eventos',
      // The library skips its origin check when it thinks it runs under a test runner; ours must
      // test what production runs.
      disableOriginCheck: false,
      useSecureCookies: secureCookies,
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (Array.isArray(returned) || isPlainObject(returned)) {
          return ctx.json(withoutSessionTokens(returned) as Record<string, unknown>);
        }
      }),
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // A suspended person gets no session, however they sign in (password, provider, the link that
    // confirms the address); the sessions they had ended when they were suspended (ADR 0015).
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (await isSuspended(db, session.userId))
              throw new APIError('FORBIDDEN', { code: SUSPENDED_CODE, message: 'account suspended' });
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: ACCOUNT_LIMITS.password.min,
      maxPasswordLength: ACCOUNT_LIMITS.password.max,
      ...(passwordHasher && { password: passwordHasher }),
      // Sign-up answers the same for new and known addresses; the link in the mail proves ownership.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&type=recovery`;
        await sendAuthMail('reset', user, url, request);
      },
      onExistingUserSignUp: async ({ user }, request) => {
        await sendAuthMail('existing', user, `${config.publicUrl}/auth`, request);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        await sendAuthMail('verify', user, url, request);
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] } },
    // Google's and Apple's tokens stay on the server: no page needs them (ADR 0006).
    disabledPaths: ['/get-access-token', '/refresh-token', '/account-info'],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: windowSeconds, max },
        '/sign-in/social': { window: windowSeconds, max },
        '/sign-up/email': { window: config.signUpLimit.windowSeconds, max: config.signUpLimit.max },
        '/request-password-reset': { window: 3600, max: 5 },
        '/reset-password': { window: 3600, max: 10 },
        '/send-verification-email': { window: 3600, max: 5 },
        // Every page load asks who is signed in: a read of the caller's own session, no guessing
        // vector, and people behind one shared address (an office, a carrier's NAT) must not
        // turn into visitors after a hundred page loads a minute.
        '/get-session': false,
      },
    },
    plugins: providers.length > 0 ? [genericOAuth({ config: providers })] : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
