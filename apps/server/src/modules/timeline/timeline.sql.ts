import type { Statement } from '../../db/read-as.ts';
import { CARD_COLUMNS, type EventCardRow } from '../events/event-cards.sql.ts';
import { keyTime } from '../groups/groups.cursor.ts';

/** One source row of the timeline as app.timeline_page (migration 0033) returns it. */
export interface TimelineSourceRow {
  kind_rank: number;
  /** The row's time to the microsecond, as the cursor carries it. */
  key_at: string;
  source_id: string;
  actor_id: string;
  event_id: string | null;
  group_id: string | null;
}

/**
 * A page of source rows after the key $1-$4 (nulls: from the newest), at most $5, newest first.
 * The definer function applies blocks, the attendance settings and what the caller may see.
 */
export const TIMELINE_ROWS: Statement = {
  name: 'timeline_page',
  text: `SELECT t.kind_rank, ${keyTime('t.at')} AS key_at, t.source_id, t.actor_id, t.event_id, t.group_id
    FROM app.timeline_page($1::timestamptz, $2::integer, $3::uuid, $4::uuid, $5::integer) t`,
};

/** The cards of events $1, under the caller's row policies (an event they may no longer see drops out). */
export const TIMELINE_EVENTS: Statement = {
  name: 'timeline_events',
  text: `SELECT ${CARD_COLUMNS} FROM events_with_details e WHERE e.id = ANY($1::uuid[])`,
};
export type TimelineEventRow = EventCardRow;

export interface TimelinePersonRow {
  id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_path: string | null;
  city: string | null;
}

/** The people $1 as cards name them (active profiles only). */
export const TIMELINE_PEOPLE: Statement = {
  name: 'timeline_people',
  text: `SELECT p.id, p.username, p.first_name, p.last_name, p.avatar_path, p.city
    FROM profiles p WHERE p.id = ANY($1::uuid[]) AND p.status = 'active'`,
};

export interface TimelineGroupRow {
  id: string;
  slug: string;
  name: string;
  logo_path: string | null;
}

/** The groups $1, under the caller's row policies. */
export const TIMELINE_GROUPS: Statement = {
  name: 'timeline_groups',
  text: `SELECT g.id, g.slug, g.name, g.logo_path FROM groups g WHERE g.id = ANY($1::uuid[])`,
};

export interface ViewerAttendanceRow {
  event_id: string;
  status: string;
}

/** The caller's own answers to events $1 (their rows are theirs to read). */
export const VIEWER_ATTENDANCE: Statement = {
  name: 'timeline_viewer_attendance',
  text: `SELECT a.event_id, a.status FROM event_attendances a
    WHERE a.user_id = app.current_user_id() AND a.event_id = ANY($1::uuid[])`,
};
