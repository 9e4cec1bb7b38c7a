import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/** One notification as app.create_notifications takes it (migration 0016). */
export interface NotificationItem {
  user_id: string;
  type: string;
  kind: string;
  title: string;
  body: string;
  metadata: Record<string, unknown>;
  invited_by_profile: Record<string, unknown> | null;
  broadcast_id: string | null;
  /** What the sender allows; the function ANDs it with the recipient's preferences. */
  push: boolean;
  email: boolean;
}

/** The language of each of these profiles (profiles are readable by everyone); missing ids are left out. */
export async function profileLanguages(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: profiles.id, language: profiles.language })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.language]));
}

/** How a person is named in a text: first and last name, else the username. */
export async function profileDisplayName(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.id, [id]));
  if (!row) return null;
  const full = [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ');
  return full || row.username;
}

/** Stores the notifications (and their delivery jobs) in the caller's transaction; answers the stored ids. */
export async function storeNotifications(tx: Tx, items: readonly NotificationItem[]): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM app.create_notifications(${JSON.stringify(items)}::jsonb) AS s(id)`,
  );
  return rows.map((r) => r.id);
}
