import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
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

/**
 * Whether the event that links to a cover is public (everyone may see it), as the caller sees it:
 * undefined when no event the caller may see (RLS) links to it.
 */
export async function findCoverOwner(tx: Tx, imagePath: string): Promise<{ public: boolean } | undefined> {
  const [row] = await tx
    .select({
      public: sql<boolean>`${and(
        eq(events.visibility, 'public'),
        isNotNull(events.publishedAt),
        lte(events.publishedAt, sql`now()`),
      )}`,
    })
    .from(events)
    .where(eq(events.imagePath, imagePath))
    .limit(1);
  return row;
}
