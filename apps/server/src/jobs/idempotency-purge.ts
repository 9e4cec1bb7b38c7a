import { IDEMPOTENCY_KEY_TTL_HOURS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** How often a process deletes the keys past their time. */
export const IDEMPOTENCY_PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes the Idempotency-Keys (and the answers kept with them) older than
 * IDEMPOTENCY_KEY_TTL_HOURS, on the owner connection (every person's keys at once). Resolves with
 * how many went.
 */
export async function purgeIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM idempotency_keys WHERE created_at < ${before.toISOString()}::timestamptz RETURNING key`,
  );
  return rows.length;
}

export interface IdempotencyPurge {
  /** Stops the timer and waits for a purge under way. */
  stop(): Promise<void>;
}

/**
 * Purges expired keys now and every `everyMs`. Every process may run it: a DELETE by date is the
 * same whoever runs it, and a key past its time is never replayed anyway (it is taken over).
 */
export function startIdempotencyPurge(
  db: Database,
  logger: Logger,
  everyMs = IDEMPOTENCY_PURGE_EVERY_MS,
): IdempotencyPurge {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = purgeIdempotencyKeys(db)
      .then((count) => {
        if (count > 0) logger.debug({ count }, 'expired idempotency keys deleted');
      })
      .catch((err: unknown) => logger.warn({ err }, 'expired idempotency keys not deleted: trying later'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
