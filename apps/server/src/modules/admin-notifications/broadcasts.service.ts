import type { BroadcastInput, BroadcastStatus } from '@eventos/domain';
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { notificationBroadcasts } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { Logger } from '../../logger.ts';
import { recordAdminAction } from '../admin-audit/record-admin-action.ts';
import { deliveriesQueued } from '../notifications/delivery-signal.ts';
import { notify } from '../notifications/notify.ts';
import { toBroadcastStatus } from './broadcasts.presenter.ts';
import {
  type Audience,
  addStored,
  audiencePage,
  type BroadcastRow,
  countAudience,
  deliveryCounts,
  findBroadcast,
  findProfileIdByUsername,
  insertBroadcast,
  listRecentBroadcasts,
  setState,
} from './broadcasts.repository.ts';

/** Notifications stored per transaction: a 100k audience is a hundred short transactions. */
export const BROADCAST_BATCH = 1_000;
const RECENT = 20;

/** Broadcasts still storing in this process, so tests and shutdown can wait for them. */
const running = new Map<string, Promise<void>>();

/** Resolves once the broadcast stored in this process has finished storing (at once if none is). */
export function broadcastSettled(id: string): Promise<void> {
  return running.get(id) ?? Promise.resolve();
}

/** Who a broadcast reaches, as asked or as recorded; null when the one person named no longer exists. */
async function audienceOf(
  db: Database,
  asked: { audience: string; role?: string | null; username?: string | null },
): Promise<Audience | null> {
  if (asked.audience === 'everyone') return { kind: 'everyone' };
  if (asked.audience === 'role') return { kind: 'role', role: asked.role ?? 'user' };
  const userId = await findProfileIdByUsername(db, asked.username ?? '');
  return userId ? { kind: 'user', userId } : null;
}

/** A broadcast's status, its delivery counts read now; a queued one whose jobs all ran is done. */
async function statusOf(db: Database, row: BroadcastRow): Promise<BroadcastStatus> {
  const counts = await deliveryCounts(db, row.id);
  if (row.state === 'queued' && counts.pending === 0) {
    await setState(db, row.id, 'done', 'queued');
    const done = await findBroadcast(db, row.id);
    if (done) return toBroadcastStatus(done, counts);
  }
  return toBroadcastStatus(row, counts);
}

/**
 * Records an administrator's broadcast and starts storing its notifications in the background: the
 * answer (202) comes at once, whatever the audience's size; GET shows the progress.
 */
export async function startBroadcast(
  db: Database,
  logger: Logger,
  adminId: string,
  input: BroadcastInput,
): Promise<BroadcastStatus> {
  const audience = await audienceOf(db, input);
  if (!audience) throw new HttpProblem(404, 'broadcast.user_not_found');
  const recipients = await countAudience(db, audience);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertBroadcast(tx, {
      createdBy: adminId,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      audience: input.audience,
      role: input.audience === 'role' ? (input.role ?? null) : null,
      username: input.audience === 'user' ? (input.username ?? null) : null,
      push: input.channels.push,
      email: input.channels.email,
      recipients,
    });
    await recordBroadcast(tx, adminId, inserted);
    return inserted;
  });
  runInBackground(db, logger, row, audience, null);
  return toBroadcastStatus(row, { pushed: 0, emailed: 0, pending: 0 });
}

/**
 * The admin audit log's entry of a broadcast, in the transaction that records the broadcast: written
 * as the administrator (the row policy checks who), so the rest of the transaction runs as them too.
 */
async function recordBroadcast(tx: Tx, adminId: string, row: BroadcastRow): Promise<void> {
  await tx.execute(
    sql`select set_config('role', 'eventos_app', true), set_config('app.user_id', ${adminId}, true)`,
  );
  await recordAdminAction(tx, adminId, {
    action: 'broadcast.send',
    targetType: 'broadcast',
    targetId: row.id,
    targetLabel: row.title,
    after: {
      audience: row.audience,
      role: row.role,
      username: row.username,
      push: row.push,
      email: row.email,
      recipients: row.recipients,
    },
  });
}

function runInBackground(
  db: Database,
  logger: Logger,
  row: BroadcastRow,
  audience: Audience,
  from: string | null,
): void {
  const run = storeBroadcast(db, row, audience, from)
    .catch(async (err: unknown) => {
      logger.error({ err, broadcastId: row.id }, 'broadcast failed while storing its notifications');
      await setState(db, row.id, 'failed').catch(() => {});
    })
    .finally(() => running.delete(row.id));
  running.set(row.id, run);
}

/**
 * Broadcasts a stopped process left half stored carry on from the last person reached (the audience
 * is read in id order). Run at every start: if another process is still storing one, the database
 * refuses the second notification per person, so nobody gets it twice.
 */
export async function resumeBroadcasts(db: Database, logger: Logger): Promise<number> {
  const left = await db
    .select()
    .from(notificationBroadcasts)
    .where(eq(notificationBroadcasts.state, 'storing'));
  for (const row of left) {
    if (running.has(row.id)) continue;
    const audience = await audienceOf(db, row);
    if (!audience) {
      await setState(db, row.id, 'failed');
      continue;
    }
    const [last] = await queryRows<{ userId: string | null }>(
      db,
      sql`SELECT max(user_id::text)::uuid AS "userId" FROM notifications WHERE broadcast_id = ${row.id}`,
    );
    logger.info({ broadcastId: row.id }, 'resuming a broadcast left half stored');
    runInBackground(db, logger, row, audience, last?.userId ?? null);
  }
  return left.length;
}

/** Stores the on_demand notifications batch by batch (each batch one transaction), then queued. */
async function storeBroadcast(
  db: Database,
  row: BroadcastRow,
  audience: Audience,
  from: string | null = null,
): Promise<void> {
  let after: string | null = from;
  for (;;) {
    const ids = await audiencePage(db, audience, after, BROADCAST_BATCH);
    if (ids.length === 0) break;
    after = ids.at(-1) ?? null;
    await db.transaction(async (tx) => {
      const stored = await notify(tx, {
        recipients: ids,
        type: 'on_demand',
        text: { title: row.title, body: row.body },
        metadata: row.link ? { link: row.link } : {},
        broadcastId: row.id,
        channels: { push: row.push, email: row.email },
        notifyActor: true,
      });
      await addStored(tx, row.id, stored.length);
    });
    deliveriesQueued();
    if (ids.length < BROADCAST_BATCH) break;
  }
  await db
    .update(notificationBroadcasts)
    .set({ state: 'queued', recipients: sql`${notificationBroadcasts.stored}` })
    .where(eq(notificationBroadcasts.id, row.id));
}

export async function getBroadcast(db: Database, id: string): Promise<BroadcastStatus> {
  const row = await findBroadcast(db, id);
  if (!row) throw new HttpProblem(404, 'broadcast.not_found');
  return statusOf(db, row);
}

export async function listBroadcasts(db: Database): Promise<{ broadcasts: BroadcastStatus[] }> {
  const rows = await listRecentBroadcasts(db, RECENT);
  return { broadcasts: await Promise.all(rows.map((row) => statusOf(db, row))) };
}
