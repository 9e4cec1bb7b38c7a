import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { notificationBroadcasts, profiles } from '../../db/schema/index.ts';

/**
 * Broadcasts are written by the server's own connection (the app role may only read them, as an
 * administrator); their notifications go through the hub like every other.
 */
export type BroadcastRow = typeof notificationBroadcasts.$inferSelect;
export type NewBroadcast = Omit<
  typeof notificationBroadcasts.$inferInsert,
  'id' | 'state' | 'stored' | 'createdAt' | 'finishedAt'
>;

/** Who a broadcast reaches. */
export type Audience =
  | { kind: 'everyone' }
  | { kind: 'role'; role: string }
  | { kind: 'user'; userId: string };

const audienceWhere = (audience: Audience) =>
  audience.kind === 'everyone'
    ? undefined
    : audience.kind === 'role'
      ? eq(profiles.role, audience.role)
      : eq(profiles.id, audience.userId);

/** The profile with this username (any case), or undefined. */
export async function findProfileIdByUsername(
  db: Database | Tx,
  username: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row?.id;
}

export async function countAudience(db: Database, audience: Audience): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(audienceWhere(audience));
  return Number(row?.count ?? 0);
}

/** The next `size` ids of the audience after `after`, in id order (keyset: no OFFSET over 100k rows). */
export async function audiencePage(
  db: Database,
  audience: Audience,
  after: string | null,
  size: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(audienceWhere(audience), after ? gt(profiles.id, after) : undefined))
    .orderBy(profiles.id)
    .limit(size);
  return rows.map((r) => r.id);
}

export async function insertBroadcast(db: Database | Tx, values: NewBroadcast): Promise<BroadcastRow> {
  const [row] = await db.insert(notificationBroadcasts).values(values).returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return row;
}

export async function addStored(tx: Tx, id: string, count: number): Promise<void> {
  await tx
    .update(notificationBroadcasts)
    .set({ stored: sql`${notificationBroadcasts.stored} + ${count}` })
    .where(eq(notificationBroadcasts.id, id));
}

export async function setState(
  db: Database,
  id: string,
  state: 'queued' | 'done' | 'failed',
  from?: string,
): Promise<void> {
  await db
    .update(notificationBroadcasts)
    .set({ state, ...(state === 'queued' ? {} : { finishedAt: sql`now()` }) })
    .where(and(eq(notificationBroadcasts.id, id), from ? eq(notificationBroadcasts.state, from) : undefined));
}

export async function findBroadcast(db: Database, id: string): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
  return row;
}

export function listRecentBroadcasts(db: Database, limit: number): Promise<BroadcastRow[]> {
  return db
    .select()
    .from(notificationBroadcasts)
    .orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id))
    .limit(limit);
}

export interface DeliveryCounts {
  pushed: number;
  emailed: number;
  pending: number;
}

/**
 * Delivery jobs of a broadcast's notifications: those that reached someone by push and by e-mail
 * (not those done with nobody to reach), and those still waiting.
 */
export async function deliveryCounts(db: Database, broadcastId: string): Promise<DeliveryCounts> {
  const [row] = await queryRows<{ pushed: number; emailed: number; pending: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE d.channel = 'push' AND d.state = 'done' AND d.last_error IS NULL)::int AS pushed,
               count(*) FILTER (WHERE d.channel = 'email' AND d.state = 'done' AND d.last_error IS NULL)::int AS emailed,
               count(*) FILTER (WHERE d.state = 'pending')::int AS pending
        FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
        WHERE n.broadcast_id = ${broadcastId}`,
  );
  return {
    pushed: Number(row?.pushed ?? 0),
    emailed: Number(row?.emailed ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}
