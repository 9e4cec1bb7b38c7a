import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_WAIT_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@eventos/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client.ts';
import { callerOf } from './caller.ts';
import {
  type Claim,
  claimKey,
  type KeyRow,
  readKey,
  releaseKey,
  storeAnswer,
  takeOverKey,
} from './idempotency-store.ts';
import { HttpProblem } from './problem.ts';
import type { AppEnv } from './types.ts';

/** How often a request waiting for the same key's first request looks again. */
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Method, the request's own path and the sha-256 of its raw body: what a repeat must match. */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const digest = createHash('sha256').update(body).digest('hex');
  return `${c.req.method} ${c.req.path} ${digest}`;
}

/** The kept answer, as it was first given, marked as a replay. */
function replay(c: Context<AppEnv>, row: KeyRow): Response {
  const headers: Record<string, string> = {
    'Cache-Control': 'private, no-store',
    [IDEMPOTENT_REPLAYED_HEADER]: 'true',
  };
  if (row.content_type) headers['Content-Type'] = row.content_type;
  const status = row.status ?? 200;
  if (status === 204 || status === 205 || status === 304 || !row.body)
    return c.body(null, status as StatusCode, headers);
  return c.body(row.body, status as ContentfulStatusCode, headers);
}

/**
 * Claims the key for this request, or answers for it: a new key (or one whose first request never
 * finished, or kept past its time) is claimed; a finished one with the same request is replayed;
 * another request under the same key is 422; one still being answered is waited for, then 409.
 */
async function claimOrAnswer(
  c: Context<AppEnv>,
  db: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<Claim | Response> {
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const claim = await claimKey(db, userId, key, fingerprint);
    if (claim) return claim;
    const row = await readKey(db, userId, key);
    // Released or purged between the two statements: try to claim it again.
    if (!row) continue;
    if (row.expired) {
      const taken = await takeOverKey(db, userId, key, fingerprint);
      if (taken) return taken;
      continue;
    }
    if (row.fingerprint !== fingerprint) throw new HttpProblem(422, 'idempotency.key_reused');
    if (row.state === 'done') return replay(c, row);
    if (row.stale) {
      const taken = await takeOverKey(db, userId, key, fingerprint);
      if (taken) return taken;
      continue;
    }
    if (Date.now() >= deadline) {
      c.header('Retry-After', '1');
      throw new HttpProblem(409, 'idempotency.in_progress');
    }
    await sleep(POLL_MS);
  }
}

/**
 * Idempotency-Key on a write that can be queued offline (placed after `signedIn`): a repeat of a
 * request with the same key changes nothing and gets the first answer again. No header: the
 * request runs as always. Answers below 500 are kept IDEMPOTENCY_KEY_TTL_HOURS; a 5xx, a 429 or
 * an unexpected error gives the key up, so the retry runs again.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return next();
  if (!idempotencyKeySchema.safeParse(key).success)
    throw new HttpProblem(400, 'validation.idempotency_key.invalid');
  const { userId } = callerOf(c);
  const db = c.get('database').db;
  const fingerprint = await fingerprintOf(c);
  const claimed = await claimOrAnswer(c, db, userId, key, fingerprint);
  if (claimed instanceof Response) return claimed;

  try {
    await next();
  } catch (err) {
    // Errors normally reach the app's onError inside next(); this one escaped it.
    await releaseKey(db, claimed).catch(() => {});
    throw err;
  }
  const failed = c.error !== undefined && !(c.error instanceof HttpProblem);
  // 429 says "not now": like a server failure, the retry under the same key must run again.
  if (failed || c.res.status >= 500 || c.res.status === 429) {
    await releaseKey(db, claimed).catch((err: unknown) =>
      c.get('log')?.warn({ err }, 'idempotency key not released: a retry waits for it to go stale'),
    );
    return;
  }
  try {
    const body = await c.res.clone().text();
    await storeAnswer(db, claimed, {
      status: c.res.status,
      contentType: c.res.headers.get('content-type'),
      body,
    });
  } catch (err) {
    // The write happened: its answer still goes out; a repeat waits for the claim to go stale.
    c.get('log')?.warn({ err }, 'idempotency answer not kept');
  }
};
