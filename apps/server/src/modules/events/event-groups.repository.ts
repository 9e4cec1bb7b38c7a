import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * What the events service asks about groups (migration 0029), under the caller's row policies or
 * through the definer functions that answer only for the caller.
 */

/** Whether the caller may see a group (app.group_visible) and their role in it (app.group_role). */
export async function groupAccess(
  tx: Tx,
  groupId: string,
): Promise<{ visible: boolean; role: string | null }> {
  const [row] = await queryRows<{ visible: boolean; role: string | null }>(
    tx,
    sql`SELECT app.group_visible(${groupId}::uuid) AS visible, app.group_role(${groupId}::uuid) AS role`,
  );
  return { visible: row?.visible ?? false, role: row?.role ?? null };
}

/** Whether the caller manages an event: its organiser, or the owner or an organiser of its group. */
export async function canManageEvent(tx: Tx, organizerId: string, groupId: string | null): Promise<boolean> {
  const [row] = await queryRows<{ can: boolean }>(
    tx,
    sql`SELECT app.can_manage_event(${organizerId}::uuid, ${groupId}::uuid) AS can`,
  );
  return row?.can ?? false;
}

/** The group as the event page shows it as organiser, when the caller may see the group. */
export interface GroupOrganizerRow {
  name: string;
  slug: string;
  logoPath: string | null;
  visibility: string;
}

export async function groupOrganizer(tx: Tx, groupId: string): Promise<GroupOrganizerRow | undefined> {
  const [row] = await queryRows<GroupOrganizerRow>(
    tx,
    sql`SELECT g.name, g.slug, g.logo_path AS "logoPath", g.visibility FROM groups g WHERE g.id = ${groupId}::uuid`,
  );
  return row;
}

/** Members and (for a public group) followers to tell of a new event, the caller left out. */
export async function groupEventAudience(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM app.group_event_audience(${groupId}::uuid) AS a(id)`,
  );
  return rows.map((row) => row.id);
}
