import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

export interface PreferenceRow {
  kind: string;
  push: boolean;
  email: boolean;
}

/** The kinds the caller has chosen for (row-level security keeps it to their own). */
export function listOwnPreferences(tx: Tx, userId: string): Promise<PreferenceRow[]> {
  return tx
    .select({
      kind: notificationPreferences.kind,
      push: notificationPreferences.push,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** Records the caller's choice for each given kind, replacing an earlier one. */
export async function upsertOwnPreferences(
  tx: Tx,
  userId: string,
  rows: readonly PreferenceRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ userId, kind: r.kind, push: r.push, email: r.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        push: sql`excluded.push`,
        email: sql`excluded.email`,
        updatedAt: sql`now()`,
      },
    });
}
