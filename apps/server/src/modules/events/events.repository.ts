import type { EventCursor } from '@eventos/domain';
import { and, asc, gte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventsWithDetails as e } from '../../db/schema/index.ts';

export type EventRow = typeof e.$inferSelect;

export interface UpcomingPage {
  /** Rows to read (the service asks for one more than it shows, to know whether a next page exists). */
  take: number;
  cursor: EventCursor | undefined;
  now: Date;
}

const afterCursor = (cursor: EventCursor | undefined): SQL | undefined =>
  cursor ? sql`(${e.startDatetime}, ${e.id}) > (${new Date(cursor.startsAt)}, ${cursor.id})` : undefined;

/**
 * Events not yet ended, ordered by (start_datetime, id), after the cursor; visibility is the caller's
 * RLS. Those already under way come first: app.events_under_way() finds them on the time-range index
 * (there are few at any instant); the rest are a plain range of the (start_datetime, id) index.
 */
export async function listUpcoming(tx: Tx, page: UpcomingPage): Promise<EventRow[]> {
  const { take, cursor, now } = page;
  const ongoing =
    cursor && new Date(cursor.startsAt) >= now
      ? []
      : await tx
          .select()
          .from(e)
          .where(and(sql`${e.id} IN (SELECT app.events_under_way(${now}::timestamptz))`, afterCursor(cursor)))
          .orderBy(asc(e.startDatetime), asc(e.id))
          .limit(take);
  if (ongoing.length >= take) return ongoing;
  const upcoming = await tx
    .select()
    .from(e)
    .where(and(gte(e.startDatetime, now), afterCursor(cursor)))
    .orderBy(asc(e.startDatetime), asc(e.id))
    .limit(take - ongoing.length);
  return [...ongoing, ...upcoming];
}
