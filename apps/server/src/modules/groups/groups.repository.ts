import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/** What the create and edit forms write of a group (the description already sanitised). */
export interface GroupValues {
  name: string;
  description: string | null;
  category: string;
  city: string | null;
  visibility: string;
}

/**
 * The first free slug for `base` among every group, private ones too. Creators of the same base wait
 * for each other until their transaction ends (an advisory lock), so the second one sees the first
 * one's slug instead of clashing with it.
 */
export async function nextFreeGroupSlug(tx: Tx, base: string): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`group-slug:${base}`}))`);
  const [row] = await queryRows<{ slug: string }>(tx, sql`SELECT app.next_free_group_slug(${base}) AS slug`);
  if (!row) throw new Error('no slug returned');
  return row.slug;
}

/** Creates the group with the caller as its owner (app.create_group); answers its id. */
export async function insertGroup(tx: Tx, slug: string, values: GroupValues): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT app.create_group(${slug}, ${values.name}, ${values.description}, ${values.category},
          ${values.city}, ${values.visibility}) AS id`,
  );
  if (!row) throw new Error('group insert returned nothing');
  return row.id;
}

/** Row policies let only the owner and organisers change a group: anyone else's change is no row. */
export async function updateGroupRow(tx: Tx, id: string, values: GroupValues): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE groups SET name = ${values.name}, description = ${values.description},
          category = ${values.category}, city = ${values.city}, visibility = ${values.visibility},
          updated_at = now()
        WHERE id = ${id}::uuid RETURNING id`,
  );
  return rows.length > 0;
}
