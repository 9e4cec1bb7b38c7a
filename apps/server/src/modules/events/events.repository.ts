import { type EventCursor, isEventId } from '@eventos/domain';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { eventsWithDetails as e, events, locations, selectionOptions } from '../../db/schema/index.ts';

export type EventRow = typeof e.$inferSelect;
export type EventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'slug' | 'organizerId' | 'createdAt' | 'updatedAt' | 'views' | 'imagePath' | 'cancelledAt'
>;

/** Filters of the discovery list (all optional). */
export interface EventFilters {
  /** Events overlapping [from, to): not ended by `from`, starting before `to`. */
  from?: Date;
  to?: Date;
  category?: string;
  city?: string;
  paid?: boolean;
  online?: boolean;
}

export interface EventPage extends EventFilters {
  /** Rows to read (the service asks for one more than it shows, to know whether a next page exists). */
  take: number;
  cursor: EventCursor | undefined;
  now: Date;
}

const afterCursor = (cursor: EventCursor | undefined): SQL | undefined =>
  cursor ? sql`(${e.startDatetime}, ${e.id}) > (${new Date(cursor.startsAt)}, ${cursor.id})` : undefined;

/** The filters that are plain columns of the row (the time window is handled by the caller). */
function columnFilters(f: EventFilters): SQL | undefined {
  return and(
    f.category ? eq(e.category, f.category) : undefined,
    f.paid === undefined ? undefined : eq(e.isPaid, f.paid),
    f.online ? inArray(e.eventType, ['online', 'hibrido']) : undefined,
    f.city
      ? inArray(
          e.locationId,
          sql`(SELECT l.id FROM ${locations} l WHERE app.search_text(l.city) = app.search_text(${f.city}))`,
        )
      : undefined,
  );
}

/**
 * Events the caller may see (row-level security) not ended by the window's start, ordered by
 * (start_datetime, id), after the cursor. Those already under way come first: app.events_under_way()
 * finds them on the time-range index (there are few at any instant); the rest are a plain range of
 * the (start_datetime, id) or (category, start_datetime, id) index.
 */
export async function listUpcoming(tx: Tx, page: EventPage): Promise<EventRow[]> {
  const { take, cursor, now } = page;
  const from = page.from && page.from > now ? page.from : now;
  const before = page.to ? lt(e.startDatetime, page.to) : undefined;
  const filters = columnFilters(page);
  const ongoing =
    cursor && new Date(cursor.startsAt) >= from
      ? []
      : await tx
          .select()
          .from(e)
          .where(
            and(
              sql`${e.id} IN (SELECT app.events_under_way(${from}::timestamptz))`,
              afterCursor(cursor),
              before,
              filters,
            ),
          )
          .orderBy(asc(e.startDatetime), asc(e.id))
          .limit(take);
  if (ongoing.length >= take) return ongoing;
  const upcoming = await tx
    .select()
    .from(e)
    .where(and(gte(e.startDatetime, from), afterCursor(cursor), before, filters))
    .orderBy(asc(e.startDatetime), asc(e.id))
    .limit(take - ongoing.length);
  return [...ongoing, ...upcoming];
}

/**
 * Public events matching `term` (app.search_public_events: Portuguese full text and similar names,
 * public rows only, served by their indexes), read back through the view in the same order.
 */
export async function searchPublic(tx: Tx, term: string, page: EventPage): Promise<EventRow[]> {
  const found = sql`(SELECT s.id FROM app.search_public_events(
    ${term}, ${page.from ?? null}::timestamptz, ${page.to ?? null}::timestamptz, ${page.category ?? null}::text,
    ${page.city ?? null}::text, ${page.paid ?? null}::boolean, ${page.online ?? null}::boolean,
    ${page.cursor ? new Date(page.cursor.startsAt) : null}::timestamptz, ${page.cursor?.id ?? null}::uuid,
    ${page.take}::integer) s)`;
  return tx.select().from(e).where(inArray(e.id, found)).orderBy(asc(e.startDatetime), asc(e.id));
}

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
