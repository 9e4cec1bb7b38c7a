import type { NotificationCursor } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/** A notification with its sender's public face (metadata.from), as the list reads it. */
export interface NotificationRow {
  id: string;
  type: string;
  title: string;
  body: string;
  read: boolean;
  read_at: Date | string | null;
  created_at: Date | string;
  /** created_at as ISO UTC text with microseconds: the keyset cursor's time. */
  cursor_at: string;
  metadata: Record<string, unknown> | null;
  invited_by_profile: Record<string, unknown> | null;
  sender_id: string | null;
  sender_username: string | null;
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_avatar_path: string | null;
}

export interface ListPage {
  take: number;
  cursor?: NotificationCursor;
  unreadOnly: boolean;
}

/** metadata.from as a uuid when it is one (else null: no sender, never a cast error). */
const FROM_ID = sql.raw(
  `CASE WHEN n.metadata ->> 'from' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (n.metadata ->> 'from')::uuid END`,
);

/**
 * The caller's notifications newest first, one keyset page on (created_at, id) descending (the
 * index notifications_user_created_idx). Row-level security keeps it to the caller's own rows.
 */
export function listOwn(tx: Tx, userId: string, page: ListPage): Promise<NotificationRow[]> {
  const after = page.cursor
    ? sql`AND (n.created_at, n.id) < (${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::uuid)`
    : sql``;
  const unread = page.unreadOnly ? sql`AND NOT n.read` : sql``;
  return queryRows<NotificationRow>(
    tx,
    sql`SELECT n.id, n.type, n.title, n.body, n.read, n.read_at, n.created_at,
          to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
          n.metadata, n.invited_by_profile,
          p.id AS sender_id, p.username AS sender_username, p.first_name AS sender_first_name,
          p.last_name AS sender_last_name, p.avatar_path AS sender_avatar_path
        FROM notifications n
        LEFT JOIN profiles p ON p.id = ${FROM_ID}
        WHERE n.user_id = ${userId} ${unread} ${after}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${page.take}`,
  );
}

export async function countUnread(tx: Tx, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    tx,
    sql`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId} AND NOT read`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Marks one of the caller's notifications read; answers whether the caller has it at all (a
 * notification already read stays as it was: same read time, no second announcement).
 */
export async function markRead(tx: Tx, id: string): Promise<boolean> {
  const changed = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE notifications SET read = true, read_at = now() WHERE id = ${id} AND NOT read RETURNING id`,
  );
  if (changed.length > 0) return true;
  const found = await queryRows<{ id: string }>(tx, sql`SELECT id FROM notifications WHERE id = ${id}`);
  return found.length > 0;
}

/** Marks every unread notification of the caller read; answers how many changed. */
export async function markAllRead(tx: Tx, userId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE notifications SET read = true, read_at = now()
        WHERE user_id = ${userId} AND NOT read RETURNING id`,
  );
  return rows.length;
}
