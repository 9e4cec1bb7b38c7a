import { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_PENDING_STALE_MS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../db/client.ts';

/**
 * The kept answers of Idempotency-Keys (table idempotency_keys, migration 0038), read and written
 * as the caller: row policies give each person only their own keys.
 */

export interface KeyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  content_type: string | null;
  body: string | null;
  /** The claim is older than IDEMPOTENCY_PENDING_STALE_MS (its request never finished). */
  stale: boolean;
  /** The key is older than IDEMPOTENCY_KEY_TTL_HOURS: as good as gone (the purge is due). */
  expired: boolean;
}

/** Identifies one claim: a take-over changes claimed_at, so a late finish never overwrites it. */
export interface Claim {
  userId: string;
  key: string;
  claimedAt: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

const STALE = sql.raw(`interval '${IDEMPOTENCY_PENDING_STALE_MS} milliseconds'`);
const TTL = sql.raw(`interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);

/** Claims a new key for this request; null when the caller already used it. */
export async function claimKey(
  db: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<Claim | null> {
  const [row] = await withUser(db, userId, (tx) =>
    queryRows<{ claimed_at: string }>(
      tx,
      sql`INSERT INTO idempotency_keys (user_id, key, fingerprint)
          VALUES (${userId}::uuid, ${key}, ${fingerprint})
          ON CONFLICT DO NOTHING
          RETURNING claimed_at::text`,
    ),
  );
  return row ? { userId, key, claimedAt: row.claimed_at } : null;
}

/** The caller's key as it stands now, or null when it is gone (purged, or released meanwhile). */
export async function readKey(db: Database, userId: string, key: string): Promise<KeyRow | null> {
  const [row] = await withUser(db, userId, (tx) =>
    queryRows<KeyRow>(
      tx,
      sql`SELECT fingerprint, state, status, content_type, body,
            claimed_at < now() - ${STALE} AS stale, created_at < now() - ${TTL} AS expired
          FROM idempotency_keys WHERE user_id = ${userId}::uuid AND key = ${key}`,
    ),
  );
  return row ?? null;
}

/**
 * Takes over a key whose request never finished (a pending claim gone stale), or one kept past its
 * time, for this request; null when another request got there first (the statement is atomic).
 */
export async function takeOverKey(
  db: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<Claim | null> {
  const [row] = await withUser(db, userId, (tx) =>
    queryRows<{ claimed_at: string }>(
      tx,
      sql`UPDATE idempotency_keys
          SET fingerprint = ${fingerprint}, state = 'pending', status = NULL, content_type = NULL,
              body = NULL, created_at = now(), claimed_at = clock_timestamp()
          WHERE user_id = ${userId}::uuid AND key = ${key}
            AND ((state = 'pending' AND claimed_at < now() - ${STALE}) OR created_at < now() - ${TTL})
          RETURNING claimed_at::text`,
    ),
  );
  return row ? { userId, key, claimedAt: row.claimed_at } : null;
}

/** Keeps the answer the claimed request got, to replay it for a repeat. */
export async function storeAnswer(db: Database, claim: Claim, answer: StoredAnswer): Promise<void> {
  await withUser(db, claim.userId, (tx) =>
    tx.execute(
      sql`UPDATE idempotency_keys
          SET state = 'done', status = ${answer.status}, content_type = ${answer.contentType},
              body = ${answer.body}
          WHERE user_id = ${claim.userId}::uuid AND key = ${claim.key}
            AND claimed_at = ${claim.claimedAt}::timestamptz AND state = 'pending'`,
    ),
  );
}

/** Gives the key up (the request failed on the server's side): a retry runs it again. */
export async function releaseKey(db: Database, claim: Claim): Promise<void> {
  await withUser(db, claim.userId, (tx) =>
    tx.execute(
      sql`DELETE FROM idempotency_keys
          WHERE user_id = ${claim.userId}::uuid AND key = ${claim.key}
            AND claimed_at = ${claim.claimedAt}::timestamptz AND state = 'pending'`,
    ),
  );
}
