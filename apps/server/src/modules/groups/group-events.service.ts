import type { GroupEventsQuery, GroupEventsResponse } from '@eventos/domain';
import { encodeEventCursor } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { cursorOf } from '../attendance/attendance.service.ts';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { toEventListItem } from '../events/events.presenter.ts';
import { groupNotFound, readGroup } from './group-access.ts';
import {
  GROUP_EVENTS_PAST,
  GROUP_EVENTS_PAST_AFTER,
  GROUP_EVENTS_UPCOMING,
  GROUP_EVENTS_UPCOMING_AFTER,
} from './group-events.sql.ts';

const STATEMENTS = {
  upcoming: { first: GROUP_EVENTS_UPCOMING, after: GROUP_EVENTS_UPCOMING_AFTER },
  past: { first: GROUP_EVENTS_PAST, after: GROUP_EVENTS_PAST_AFTER },
} as const;

/**
 * GET /groups/{id}/events: the events of a group the caller may see (404 otherwise), only those
 * events the caller may see themselves: what is under way and ahead soonest first, or what has
 * ended the latest first; a keyset page at a time.
 */
export async function listGroupEvents(
  db: Database,
  userId: string | null,
  idOrSlug: string,
  query: GroupEventsQuery,
  now = new Date(),
): Promise<GroupEventsResponse> {
  const after = cursorOf(query.cursor);
  return readAs(db, userId, async (run) => {
    const group = await readGroup(run, idOrSlug);
    if (!group) throw groupNotFound();
    const statements = STATEMENTS[query.when];
    const rows = await run<EventCardRow>(after ? statements.after : statements.first, [
      group.id,
      now,
      after ? new Date(after.startsAt) : null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toEventListItem),
      nextCursor:
        rows.length > query.limit && last
          ? encodeEventCursor({ startsAt: last.startDatetime.toISOString(), id: last.id })
          : null,
    };
  });
}
