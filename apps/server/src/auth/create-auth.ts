import { ACCOUNT_LIMITS, LANGUAGE_HEADER, languageOr } from '@eventos/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
  profiles,
} from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { type AuthMailKind, renderAuthMail } from './auth-mail-texts.ts';
import type { Mailer } from './mailer.ts';
import { oauthProviderConfigs } from './oauth-providers.ts';

/** The header our HTTP layer fills with the client address it trusts (never the client's own). */
export const CLIENT_IP_HEADER = 'x-eventos-client-ip';

export type AuthConfig = Pick<Config, 'publicUrl' | 'google' | 'apple' | 'signInLimit'>;

export interface AuthDeps {
  db: Database;
  config: AuthConfig;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

const DAY_SECONDS = 86_400;

/** Origins allowed to send cookie requests: the site itself and the native app shells. */
export function trustedOrigins(publicUrl: string): string[] {
  return [new URL(publicUrl).origin, 'capacitor://localhost', 'https://localhost'];
}

/**
 * The auth library on our Postgres: e-mail + password with confirmation, cookie sessions for the
 * web and bearer tokens for the native app, Google/Apple when configured, and rate limits counted
 * in the database so they hold across server copies.
 */
export function createAuth({ db, config, secret, mailer, logger }: AuthDeps) {
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
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'eventos',
      // The library skips its origin check when it thinks it runs under a test runner; ours must
      // test what production runs.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: ACCOUNT_LIMITS.password.min,
      maxPasswordLength: ACCOUNT_LIMITS.password.max,
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
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: windowSeconds, max },
        '/sign-in/social': { window: windowSeconds, max },
        '/sign-up/email': { window: 3600, max: 10 },
        '/request-password-reset': { window: 3600, max: 5 },
        '/reset-password': { window: 3600, max: 10 },
        '/send-verification-email': { window: 3600, max: 5 },
      },
    },
    plugins: [bearer(), ...(providers.length > 0 ? [genericOAuth({ config: providers })] : [])],
  });
}

export type Auth = ReturnType<typeof createAuth>;
