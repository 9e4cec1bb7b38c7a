import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { poolMaxPerProcess } from './cluster/pool-size.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' });

/** One origin: scheme://host[:port], nothing after it (http and https, or an app shell's own scheme). */
const ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** Comma-separated origins, written as the browser sends them in the Origin header. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = (value ?? '')
      .split(',')
      .map((entry) => entry.trim().replace(/\/$/, ''))
      .filter(Boolean);
    for (const origin of origins) {
      if (!ORIGIN.test(origin)) {
        ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin (scheme://host[:port])` });
        return z.NEVER;
      }
    }
    const normal = origins.map((origin) =>
      /^https?:/i.test(origin) ? new URL(origin).origin : origin.toLowerCase(),
    );
    return [...new Set(normal)];
  });

/** Geocoding settings when nothing is configured: the public services, no Google key. */
export const GEOCODING_DEFAULTS: GeocodingConfig = {
  googleApiKey: undefined,
  googleUrl: 'https://maps.googleapis.com/maps/api/geocode/json',
  nominatimUrl: 'https://nominatim.openstreetmap.org/search',
  timeoutMs: 5000,
  cacheTtlDays: 30,
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
  WEB_CONCURRENCY: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(1).max(256))
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: booleanFromEnv.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  TRUST_PROXY: booleanFromEnv.default(false),
  TRUSTED_ORIGINS: originList,
  IP_HASH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Eventos <nao-responda@eventos.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_DISCOVERY_URL: z.url().default('https://appleid.apple.com/.well-known/openid-configuration'),
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  ANONYMOUS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  AUTH_SIGN_UP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_SIGN_UP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  AUTH_SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_SIGN_IN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  GOOGLE_MAPS_API_KEY: optionalText,
  GEOCODING_GOOGLE_URL: httpUrl.default(GEOCODING_DEFAULTS.googleUrl),
  GEOCODING_NOMINATIM_URL: httpUrl.default(GEOCODING_DEFAULTS.nominatimUrl),
  GEOCODING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(GEOCODING_DEFAULTS.timeoutMs),
  GEOCODING_CACHE_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(GEOCODING_DEFAULTS.cacheTtlDays),
  INDEXNOW_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or hyphens')
      .optional(),
  ),
  INDEXNOW_ENDPOINT: httpUrl.default('https://api.indexnow.org/indexnow'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .optional(),
  ),
  FCM_SERVICE_ACCOUNT_FILE: optionalText,
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** Connections of each server process to the Postgres server. */
  databasePoolMax: number;
  /** Server processes sharing the port: WEB_CONCURRENCY, else the core count; always 1 on the embedded database. */
  webConcurrency: number;
  /** WEB_CONCURRENCY when it asked the embedded database for more than one process (start warns, runs one). */
  webConcurrencyRefused: number | undefined;
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  seedDemo: boolean;
  shutdownTimeoutMs: number;
  /** Take the client address from the last X-Forwarded-For entry (one trusted reverse proxy in front). */
  trustProxy: boolean;
  /** Other sites allowed to send signed-in requests (besides each page's own address and PUBLIC_URL). */
  trustedOrigins: string[];
  /** Key of the client-address hash used by rate limits; the same on every copy. Random per start when unset. */
  ipHashSecret: string | undefined;
  /** Signs session cookies and tokens; read from DATA_DIR/auth-secret (created once) when unset. */
  authSecret: string | undefined;
  /** Outgoing mail server; without it mail goes to the server log (the local outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** OAuth providers: configured only when client id and secret are both set. */
  google: OAuthProviderConfig | undefined;
  apple: OAuthProviderConfig | undefined;
  /** Sign-in attempts allowed per client address in one window. */
  signInLimit: { max: number; windowSeconds: number };
  /** Sign-ups allowed per client address in one window. */
  signUpLimit: { max: number; windowSeconds: number };
  /** How long visitors' list, search, event and sitemap answers are kept in memory (0: not kept). */
  anonymousCacheMs: number;
  /** Sign-in attempts allowed per account (known or not) in one window, whatever the address. */
  accountSignInLimit: { max: number; windowSeconds: number };
  /** Address and postal-code lookups (Google first when a key is set, Nominatim as the fallback). */
  geocoding: GeocodingConfig;
  /** Search-engine pings about published events; off without a key. */
  indexNow: IndexNowConfig;
  /** Web push (VAPID) and native push (FCM) delivery. */
  push: PushConfig;
}

/** Push settings when nothing is configured: a VAPID pair kept in the database, no FCM. */
export const PUSH_DEFAULTS: PushConfig = {
  vapidPublicKey: undefined,
  vapidPrivateKey: undefined,
  vapidSubject: undefined,
  fcmServiceAccountFile: undefined,
};

export interface PushConfig {
  /** The VAPID key pair (base64url); when unset, one made on first start and kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who push services contact about this server: mailto: or https:// (default: mailto: of MAIL_FROM's domain). */
  vapidSubject: string | undefined;
  /** Service-account JSON of Firebase Cloud Messaging; without it ios/android tokens get no push. */
  fcmServiceAccountFile: string | undefined;
}

export interface IndexNowConfig {
  /** Served at PUBLIC_URL/{key}.txt; without it nothing is submitted. */
  key: string | undefined;
  /** Where submissions are posted. */
  endpoint: string;
}

export interface GeocodingConfig {
  /** Without a key Google is skipped and Nominatim answers every lookup. */
  googleApiKey: string | undefined;
  /** The only addresses ever requested; user text goes into their query string only. */
  googleUrl: string;
  nominatimUrl: string;
  /** Per provider request; a request that takes longer counts as a failure to reach it. */
  timeoutMs: number;
  /** How long a successful answer is kept in the database. */
  cacheTtlDays: number;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect discovery document of the provider. */
  discoveryUrl: string;
}

function oauthProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  discoveryUrl: string,
): OAuthProviderConfig | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, discoveryUrl } : undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither']);
  const dataDir = resolve(e.DATA_DIR);
  // The embedded database lives in one process; a Postgres server serves any number of them.
  const webConcurrency = e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? availableParallelism()) : 1;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX ?? poolMaxPerProcess(webConcurrency),
    webConcurrency,
    webConcurrencyRefused: !e.DATABASE_URL && (e.WEB_CONCURRENCY ?? 1) > 1 ? e.WEB_CONCURRENCY : undefined,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    seedDemo: e.SEED_DEMO,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    trustedOrigins: e.TRUSTED_ORIGINS,
    ipHashSecret: e.IP_HASH_SECRET,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: oauthProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_DISCOVERY_URL),
    apple: oauthProvider(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET, e.APPLE_DISCOVERY_URL),
    signInLimit: { max: e.AUTH_SIGN_IN_LIMIT, windowSeconds: e.AUTH_SIGN_IN_WINDOW_SECONDS },
    anonymousCacheMs: e.ANONYMOUS_CACHE_MS,
    signUpLimit: { max: e.AUTH_SIGN_UP_LIMIT, windowSeconds: e.AUTH_SIGN_UP_WINDOW_SECONDS },
    accountSignInLimit: {
      max: e.AUTH_SIGN_IN_ACCOUNT_LIMIT,
      windowSeconds: e.AUTH_SIGN_IN_ACCOUNT_WINDOW_SECONDS,
    },
    geocoding: {
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleUrl: e.GEOCODING_GOOGLE_URL,
      nominatimUrl: e.GEOCODING_NOMINATIM_URL,
      timeoutMs: e.GEOCODING_TIMEOUT_MS,
      cacheTtlDays: e.GEOCODING_CACHE_TTL_DAYS,
    },
    indexNow: { key: e.INDEXNOW_KEY, endpoint: e.INDEXNOW_ENDPOINT },
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
      fcmServiceAccountFile: e.FCM_SERVICE_ACCOUNT_FILE,
    },
  };
}

/** For command-line entry points: the configuration, or the list of problems on stderr and exit 2. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
}
