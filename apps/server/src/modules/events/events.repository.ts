import type { EventCursor } from '@eventos/domain';
import { and, asc, gt, gte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventsWithDetails as e } from '../../db/schema/index.ts';

export type EventRow = typeof e.$inferSelect;

export interface UpcomingPage {
  limit: number;
  cursor: EventCursor | undefined;
  now: Date;
  lookbackDays: number;
}

/**
 * Events that have not ended, ordered by (start_datetime, id), after the cursor. Visibility is the
 * caller's RLS: public published events, plus the caller's own. Reads one row more than asked so
 * the service knows whether another page exists.
 */
export function listUpcoming(tx: Tx, page: UpcomingPage): Promise<EventRow[]> {
  const earliestStart = new Date(page.now.getTime() - page.lookbackDays * 86_400_000);
  const after = page.cursor
    ? or(
        gt(e.startDatetime, new Date(page.cursor.startsAt)),
        and(sql`${e.startDatetime} = ${new Date(page.cursor.startsAt)}`, gt(e.id, page.cursor.id)),
      )
    : undefined;
  return tx
    .select()
    .from(e)
    .where(
      and(
        gte(e.startDatetime, earliestStart),
        sql`coalesce(${e.endDatetime}, ${e.startDatetime}) >= ${page.now}`,
        after,
      ),
    )
    .orderBy(asc(e.startDatetime), asc(e.id))
    .limit(page.limit + 1);
}
