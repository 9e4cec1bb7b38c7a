import { encodeEventCursor, type ProfileEventsResponse, type SocialPageQuery } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { cursorOf } from '../attendance/attendance.service.ts';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { toEventListItem } from '../events/events.presenter.ts';
import { readProfileId } from './profile-access.ts';
import { PROFILE_EVENTS } from './profiles.sql.ts';

type ProfileEventRow = EventCardRow & { role: 'organizer' | 'attending' };

/**
 * GET /profiles/{username}/events: what they organise and, as their attendance setting allows, what
 * they have a seat at, not ended yet, published and not cancelled, only events the caller may see;
 * soonest first, a keyset page at a time.
 */
export async function listProfileEvents(
  db: Database,
  userId: string | null,
  username: string,
  query: SocialPageQuery,
  now = new Date(),
): Promise<ProfileEventsResponse> {
  const after = cursorOf(query.cursor);
  return readAs(db, userId, async (run) => {
    const ownerId = await readProfileId(run, username);
    const rows = await run<ProfileEventRow>(PROFILE_EVENTS, [
      ownerId,
      now,
      after ? new Date(after.startsAt) : null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      items: shown.map((row) => ({ ...toEventListItem(row), role: row.role })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeEventCursor({ startsAt: new Date(last.startDatetime).toISOString(), id: last.id })
          : null,
    };
  });
}
