import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/** One claimed delivery job (a row of notification_deliveries). */
export interface DeliveryJob {
  id: string;
  notificationId: string;
  channel: 'push' | 'email';
  /** Including this one. */
  attempts: number;
}

/**
 * Claims up to `batch` due jobs for `leaseMs`: pending, run_after passed, not leased by a live
 * worker. SKIP LOCKED lets several workers (processes) claim at once without taking the same row;
 * the lease (locked_until) lets another worker take over a job whose worker died before marking it.
 */
export async function claimDueJobs(db: Database, batch: number, leaseMs: number): Promise<DeliveryJob[]> {
  const rows = await queryRows<{ id: string; notification_id: string; channel: string; attempts: number }>(
    db,
    sql`WITH due AS (
          SELECT id FROM notification_deliveries
          WHERE state = 'pending' AND run_after <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY run_after
          LIMIT ${batch}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE notification_deliveries d
        SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = d.attempts + 1
        FROM due WHERE d.id = due.id
        RETURNING d.id, d.notification_id, d.channel, d.attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    notificationId: r.notification_id,
    channel: r.channel as DeliveryJob['channel'],
    attempts: Number(r.attempts),
  }));
}

/** Done; `skipped` says why nothing went out (kept in last_error, so progress counts only what reached someone). */
export async function markDone(db: Database, id: string, skipped: string | null = null): Promise<void> {
  await db.execute(
    sql`UPDATE notification_deliveries
        SET state = 'done', done_at = now(), locked_until = NULL, last_error = ${skipped}
        WHERE id = ${id} AND state = 'pending'`,
  );
}

/** Back to pending after `delayMs`, with what went wrong. */
export async function markRetry(db: Database, id: string, error: string, delayMs: number): Promise<void> {
  await db.execute(
    sql`UPDATE notification_deliveries
        SET run_after = now() + make_interval(secs => ${delayMs / 1000}), locked_until = NULL,
            last_error = ${error}
        WHERE id = ${id} AND state = 'pending'`,
  );
}

export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db.execute(
    sql`UPDATE notification_deliveries
        SET state = 'failed', done_at = now(), locked_until = NULL, last_error = ${error}
        WHERE id = ${id} AND state = 'pending'`,
  );
}
