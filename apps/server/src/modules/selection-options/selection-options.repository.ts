import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { selectionOptions } from '../../db/schema/index.ts';

export type SelectionOptionRow = typeof selectionOptions.$inferSelect;

export function listByType(tx: Tx, type: string): Promise<SelectionOptionRow[]> {
  return tx.select().from(selectionOptions).where(eq(selectionOptions.type, type));
}
