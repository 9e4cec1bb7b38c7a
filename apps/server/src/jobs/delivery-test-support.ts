import { NOTIFICATION_KIND_OF, type NotificationMetadata, type NotificationType } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../db/client.ts';

export interface StoredItem {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  metadata?: NotificationMetadata;
  push?: boolean;
  email?: boolean;
}

/** Stores notifications the way the hub does: app.create_notifications as the app role, jobs included. */
export async function storeNotifications(db: Database, items: StoredItem[]): Promise<string[]> {
  const json = JSON.stringify(
    items.map((i) => ({
      user_id: i.userId,
      type: i.type,
      kind: NOTIFICATION_KIND_OF[i.type],
      title: i.title,
      body: i.body,
      metadata: i.metadata ?? {},
      push: i.push ?? true,
      email: i.email ?? false,
    })),
  );
  const rows = await withUser(db, null, (tx) =>
    queryRows<{ id: string }>(tx, sql`SELECT id FROM app.create_notifications(${json}::jsonb) AS id`),
  );
  return rows.map((r) => r.id);
}

export interface DeliveryRow {
  notification_id: string;
  channel: string;
  state: string;
  attempts: number;
  last_error: string | null;
}

export function deliveriesOf(db: Database, notificationId: string): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`SELECT notification_id, channel, state, attempts, last_error FROM notification_deliveries
        WHERE notification_id = ${notificationId} ORDER BY channel`,
  );
}
