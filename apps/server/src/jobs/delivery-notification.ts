import { type Language, languageOr, type NotificationMetadata } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/** A notification as its deliveries need it, with its recipient's language and confirmed address. */
export interface DeliveryNotification {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
  metadata: NotificationMetadata;
  language: Language;
  /** The account's e-mail when confirmed, else null. */
  email: string | null;
}

/** Read through the owner connection (jobs act for the server, not for a caller). */
export async function loadDeliveryNotification(
  db: Database,
  id: string,
): Promise<DeliveryNotification | null> {
  const [row] = await queryRows<{
    id: string;
    user_id: string;
    type: string;
    title: string;
    body: string;
    metadata: NotificationMetadata | null;
    language: string | null;
    email: string | null;
    email_verified: boolean | null;
  }>(
    db,
    sql`SELECT n.id, n.user_id, n.type, n.title, n.body, n.metadata, p.language, u.email, u.email_verified
        FROM notifications n
        JOIN profiles p ON p.id = n.user_id
        LEFT JOIN auth_users u ON u.id = n.user_id
        WHERE n.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    title: row.title,
    body: row.body,
    metadata: row.metadata ?? {},
    language: languageOr(row.language),
    email: row.email && row.email_verified ? row.email : null,
  };
}

export interface PushTokenRow {
  id: string;
  deviceType: 'web' | 'ios' | 'android';
  token: string;
}

export async function recipientPushTokens(db: Database, userId: string): Promise<PushTokenRow[]> {
  const rows = await queryRows<{ id: string; device_type: PushTokenRow['deviceType']; token: string }>(
    db,
    sql`SELECT id, device_type, token FROM push_tokens WHERE user_id = ${userId} ORDER BY created_at`,
  );
  return rows.map((r) => ({ id: r.id, deviceType: r.device_type, token: r.token }));
}

/** A token the push service says is gone. Only that row: the same token may have moved on meanwhile. */
export async function deletePushToken(db: Database, id: string, token: string): Promise<void> {
  await db.execute(sql`DELETE FROM push_tokens WHERE id = ${id} AND token = ${token}`);
}
