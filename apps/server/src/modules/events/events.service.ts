import { type EventListQuery, type EventListResponse, encodeEventCursor } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { toEventListItem } from './events.presenter.ts';
import { listUpcoming } from './events.repository.ts';

/** Upcoming events the caller may see, one keyset page at a time. */
export async function listEvents(
  db: Database,
  userId: string | null,
  query: EventListQuery,
  now = new Date(),
): Promise<EventListResponse> {
  const rows = await withUser(db, userId, (tx) =>
    listUpcoming(tx, { take: query.limit + 1, cursor: query.cursor, now }),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    items: page.map(toEventListItem),
    nextCursor:
      hasMore && last ? encodeEventCursor({ startsAt: last.startDatetime.toISOString(), id: last.id }) : null,
  };
}
