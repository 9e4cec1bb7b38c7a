import type { ThemeValues } from '@eventos/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';
import { themes } from '../../db/schema/index.ts';
import type { AppliedThemeRow } from './themes.presenter.ts';

/**
 * The themes table. Every statement but the applied theme runs in a transaction as the caller
 * (withUser): the row policies let administrators only, whatever the route checked before.
 */
export type ThemeRow = typeof themes.$inferSelect;

const visibleOn = (today: string) =>
  sql`app.theme_visible(${themes.isActive}, ${themes.startDate}, ${themes.endDate}, ${today}::date)`;

/** Every theme (or the visible ones on `today`), higher priority first, then the latest edited. */
export function listThemes(tx: Tx, today: string | null): Promise<ThemeRow[]> {
  return tx
    .select()
    .from(themes)
    .where(today ? visibleOn(today) : undefined)
    .orderBy(desc(themes.priority), desc(themes.updatedAt), themes.id);
}

export async function findTheme(tx: Tx, id: string, lock = false): Promise<ThemeRow | undefined> {
  const query = tx.select().from(themes).where(eq(themes.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A new theme is saved active (spec §4 Theme form), never selected. */
export async function insertTheme(tx: Tx, values: ThemeValues): Promise<ThemeRow> {
  const [row] = await tx
    .insert(themes)
    .values({ ...values, isActive: true, isSelected: false })
    .returning();
  if (!row) throw new Error('theme insert returned nothing');
  return row;
}

export async function updateTheme(tx: Tx, id: string, values: ThemeValues): Promise<ThemeRow | undefined> {
  const [row] = await tx
    .update(themes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(themes.id, id))
    .returning();
  return row;
}

export async function deleteTheme(tx: Tx, id: string): Promise<ThemeRow | undefined> {
  const [row] = await tx.delete(themes).where(eq(themes.id, id)).returning();
  return row;
}

export async function setThemeActive(tx: Tx, id: string, isActive: boolean): Promise<ThemeRow | undefined> {
  const [row] = await tx
    .update(themes)
    .set({ isActive, updatedAt: sql`now()` })
    .where(eq(themes.id, id))
    .returning();
  return row;
}

/**
 * Selects one theme (or none with null): clears every other selection first (spec §7). Selection
 * changes are serialised by a table lock that only conflicts with itself and writers, so two
 * administrators selecting at once never break the one-selected index.
 */
export async function selectTheme(tx: Tx, id: string | null): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${themes} IN SHARE ROW EXCLUSIVE MODE`);
  await tx
    .update(themes)
    .set({ isSelected: false, updatedAt: sql`now()` })
    .where(and(eq(themes.isSelected, true), id ? ne(themes.id, id) : undefined));
  if (id) await tx.update(themes).set({ isSelected: true, updatedAt: sql`now()` }).where(eq(themes.id, id));
}

const APPLIED: Statement = {
  name: 'themes_applied',
  text: 'SELECT id, name, colors, updated_at FROM app.applied_theme($1::date)',
};

/** The theme the app applies on `today`, for anyone (a definer function answers that row only). */
export async function findAppliedTheme(
  db: Database,
  userId: string | null,
  today: string,
): Promise<AppliedThemeRow | undefined> {
  const [row] = await readAs(db, userId, (run) => run<AppliedThemeRow>(APPLIED, [today]));
  return row;
}
