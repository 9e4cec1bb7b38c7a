import { isEventId } from '@eventos/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { eventsWithDetails as e, events, locations, selectionOptions } from '../../db/schema/index.ts';

export type EventRow = typeof e.$inferSelect;
export type EventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'slug' | 'organizerId' | 'createdAt' | 'updatedAt' | 'views' | 'imagePath' | 'cancelledAt'
>;

export type EventRef = { id: string } | { slug: string };

/** How a path names an event: a uuid (in any case) is its id, anything else its slug. */
export const eventRef = (idOrSlug: string): EventRef =>
  isEventId(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };

/** One event the caller may see, by id or by slug. */
export async function findVisible(tx: Tx, by: EventRef): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(e)
    .where('id' in by ? eq(e.id, by.id) : eq(e.slug, by.slug))
    .limit(1);
  return row;
}

/** Names of accessibility options in `language` (pt-BR names are the column, others in `names`). */
export async function accessibilityNames(
  tx: Tx,
  ids: readonly string[],
  language: string,
): Promise<{ id: string; key: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: selectionOptions.id,
      key: selectionOptions.key,
      name: sql<string>`coalesce(${selectionOptions.names} ->> ${language}, ${selectionOptions.name})`,
    })
    .from(selectionOptions)
    .where(inArray(selectionOptions.id, [...ids]))
    .orderBy(asc(selectionOptions.name));
}

/** Whether the caller may hold an event at this venue: their own or a public one. */
export async function venueUsable(tx: Tx, locationId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), sql`(${locations.isPublic} OR ${locations.userId} = ${userId})`))
    .limit(1);
  return Boolean(row);
}

/**
 * The first free slug for `base` among every event (spec §5), whatever the caller may see. Creators
 * of the same base wait for each other until their transaction ends (an advisory lock), so the
 * second one sees the first one's slug instead of clashing with it.
 */
export async function nextFreeSlug(tx: Tx, base: string): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`event-slug:${base}`}))`);
  const [row] = await queryRows<{ slug: string }>(tx, sql`SELECT app.next_free_event_slug(${base}) AS slug`);
  if (!row) throw new Error('no slug returned');
  return row.slug;
}

export async function insertEvent(
  tx: Tx,
  values: EventValues & { slug: string; organizerId: string },
): Promise<string> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

/** Row-level security limits writes to the organiser's own events: another's id changes nothing. */
export async function updateEvent(tx: Tx, id: string, values: Partial<EventValues>): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function cancelEvent(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), isNull(events.cancelledAt)))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function deleteEvent(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

/** Counts a view once per visitor per day; false when already counted today or not visible. */
export async function recordView(tx: Tx, id: string, visitorHash: string): Promise<void> {
  await tx.execute(sql`SELECT app.record_event_view(${id}::uuid, ${visitorHash})`);
}
