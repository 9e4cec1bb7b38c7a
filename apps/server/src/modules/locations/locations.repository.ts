import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations, selectionOptions } from '../../db/schema/index.ts';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const searchText = sql`app.location_search_text(${locations.name}, ${locations.address}, ${locations.number}, ${locations.city}, ${locations.reference})`;

/** The caller's venues by name; `term` keeps those whose searchable fields contain it (accents ignored). */
export function listOwn(tx: Tx, userId: string, term?: string): Promise<LocationRow[]> {
  const matches = term ? sql`${searchText} LIKE app.contains_pattern(${term})` : undefined;
  return tx
    .select()
    .from(locations)
    .where(and(eq(locations.userId, userId), matches))
    .orderBy(asc(locations.name), asc(locations.id));
}

/**
 * Public venues found by the database's search function (public rows only, at most 20, served by
 * the trigram index), read back as whole rows by name.
 */
export function searchPublic(tx: Tx, term: string | undefined, limit: number): Promise<LocationRow[]> {
  const found = sql`(SELECT s.id FROM app.search_public_locations(${term ?? ''}, ${limit}) s)`;
  return tx
    .select()
    .from(locations)
    .where(inArray(locations.id, found))
    .orderBy(asc(locations.name), asc(locations.id));
}

export async function insertOwn(tx: Tx, userId: string, values: LocationValues): Promise<LocationRow> {
  const [row] = await tx
    .insert(locations)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

/** Row-level security limits this to the caller's own venues: another's id updates nothing. */
export async function updateOwn(
  tx: Tx,
  id: string,
  values: LocationValues,
): Promise<LocationRow | undefined> {
  const [row] = await tx
    .update(locations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(locations.id, id))
    .returning();
  return row;
}

/** Deletes one of the caller's venues; false when there is none with that id. */
export async function deleteOwn(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  return rows.length > 0;
}

/** Which of `ids` are accessibility options. */
export async function existingAccessibilityIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: selectionOptions.id })
    .from(selectionOptions)
    .where(and(eq(selectionOptions.type, 'accessibility'), inArray(selectionOptions.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
