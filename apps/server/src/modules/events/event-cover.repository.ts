import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/**
 * The current cover of an event the caller may edit, its row locked until the transaction ends;
 * undefined when RLS hides it or it does not exist (locking a row needs the update policy too, so
 * only the organiser gets it).
 */
export async function lockEditableCover(
  tx: Tx,
  eventId: string,
): Promise<{ imagePath: string | null; cancelledAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ imagePath: events.imagePath, cancelledAt: events.cancelledAt })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row;
}

/** Links the event to another cover (or none), under the caller's RLS. */
export async function updateCoverPath(tx: Tx, eventId: string, path: string | null): Promise<void> {
  await tx.update(events).set({ imagePath: path, updatedAt: sql`now()` }).where(eq(events.id, eventId));
}
