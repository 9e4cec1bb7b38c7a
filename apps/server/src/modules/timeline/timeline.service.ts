import type { SocialPageQuery, TimelineResponse } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { draftCards } from './timeline.cards.ts';
import { encodeTimelineCursor, kindRank, timelineCursorOf } from './timeline.cursor.ts';
import { type CardSources, toTimelineItem } from './timeline.presenter.ts';
import {
  TIMELINE_EVENTS,
  TIMELINE_GROUPS,
  TIMELINE_PEOPLE,
  TIMELINE_ROWS,
  type TimelineGroupRow,
  type TimelinePersonRow,
  type TimelineSourceRow,
  VIEWER_ATTENDANCE,
  type ViewerAttendanceRow,
} from './timeline.sql.ts';

/** Source rows read for a page of `limit` cards: room for grouping, and one to know more follow. */
export const rowsFor = (limit: number) => limit * 2 + 1;

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/**
 * GET /me/timeline: a page of cards of what the caller's friends, the people they follow and their
 * groups did (migration 0033 picks and checks the rows), grouped on the page, with each card's
 * event (as the events list shows it), group, people and the caller's own answer to the event.
 */
export async function readTimeline(
  db: Database,
  caller: Caller,
  query: SocialPageQuery,
): Promise<TimelineResponse> {
  const after = timelineCursorOf(query.cursor);
  const asked = rowsFor(query.limit);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<TimelineSourceRow>(TIMELINE_ROWS, [
      after?.at ?? null,
      after ? kindRank(after.kind) : null,
      after?.sourceId ?? null,
      after?.actorId ?? null,
      asked,
    ]);
    const page = draftCards(rows, query.limit, asked);
    const eventIds = unique(page.cards.map((c) => c.eventId));
    const groupIds = unique(page.cards.map((c) => c.groupId));
    const personIds = unique(page.cards.flatMap((c) => c.actorIds));
    const [events, people, groups, answers] = await Promise.all([
      eventIds.length ? run<EventCardRow>(TIMELINE_EVENTS, [eventIds]) : [],
      personIds.length ? run<TimelinePersonRow>(TIMELINE_PEOPLE, [personIds]) : [],
      groupIds.length ? run<TimelineGroupRow>(TIMELINE_GROUPS, [groupIds]) : [],
      eventIds.length ? run<ViewerAttendanceRow>(VIEWER_ATTENDANCE, [eventIds]) : [],
    ]);
    const sources: CardSources = {
      events: new Map(events.map((e) => [e.id, e])),
      people: new Map(people.map((p) => [p.id, p])),
      groups: new Map(groups.map((g) => [g.id, g])),
      viewerAttendance: new Map(answers.map((a) => [a.event_id, a.status])),
    };
    return {
      items: page.cards.flatMap((card) => {
        const item = toTimelineItem(card, sources);
        return item ? [item] : [];
      }),
      nextCursor: page.next ? encodeTimelineCursor(page.next) : null,
    };
  });
}
