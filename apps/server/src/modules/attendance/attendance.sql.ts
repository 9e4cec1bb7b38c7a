import type { Statement } from '../../db/read-as.ts';
import { CARD_COLUMNS } from '../events/event-cards.sql.ts';

/**
 * The read statements of attendance, run as the caller through readAs (row policies in force):
 * each shape is one named statement with a fixed text.
 */

export interface CountsRow {
  event_id: string;
  going: number;
  waitlisted: number;
  checked_in: number;
  interested: number;
  capacity: number | null;
}

/**
 * What the attendance answer needs of an event the caller may see (row policies): $1 id. Whoever
 * manages it (its organiser, its group's owner and organisers) gets the access link.
 */
export interface EventStateRow {
  organizer_id: string;
  can_manage: boolean;
  capacity: number | null;
  access_link: string | null;
  cancelled_at: Date | null;
  published_at: Date | null;
  start_datetime: Date;
  end_datetime: Date | null;
  rsvp_deadline: Date | null;
}

export const EVENT_STATE: Statement = {
  name: 'attendance_event_state',
  text: `SELECT organizer_id, app.can_manage_event(organizer_id, group_id) AS can_manage, capacity,
      access_link, cancelled_at, published_at, start_datetime, end_datetime, rsvp_deadline
    FROM events WHERE id = $1::uuid`,
};

export const COUNTS: Statement = {
  name: 'attendance_counts',
  text: 'SELECT * FROM app.event_attendance_counts($1::uuid[])',
};

export interface MineRow {
  id: string;
  event_id: string;
  status: string;
  ticket_code: string;
  waitlist_position: number | null;
  checked_in_at: Date | null;
  created_at: Date;
}

export const MINE: Statement = {
  name: 'attendance_mine',
  text: 'SELECT * FROM app.my_attendances($1::uuid[])',
};

export const INTERESTS: Statement = {
  name: 'attendance_interests',
  text: `SELECT i.event_id FROM event_interests i
    WHERE i.user_id = app.current_user_id() AND i.event_id = ANY($1::uuid[])`,
};

export interface AttendeeRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  status: string;
  checked_in_at: Date | null;
  created_at: Date;
  sort_at: Date;
  waitlist_position: number | null;
}

const ATTENDEE_COLUMNS = `a.id, a.user_id, p.first_name, p.last_name, p.username, p.avatar_path, a.status,
  a.checked_in_at, a.created_at,
  date_trunc('milliseconds', CASE WHEN a.status = 'waitlisted' THEN a.waitlisted_at ELSE a.created_at END) AS sort_at,
  CASE WHEN a.status = 'waitlisted' THEN (
    SELECT count(*)::int + 1 FROM event_attendances w
    WHERE w.event_id = a.event_id AND w.status = 'waitlisted'
      AND (w.waitlisted_at, w.id) < (a.waitlisted_at, a.id)) END AS waitlist_position`;

/**
 * One page of an event's attendees as its organiser sees them (row policies show nobody else any):
 * $1 event, $2 status filter ('all' = everyone but cancelled), $3 folded search or null, $4/$5
 * keyset cursor, $6 rows. The waitlist in queue order, everyone else in order of arrival; times
 * to the millisecond, as the cursor carries them.
 */
export const ATTENDEES: Statement = {
  name: 'attendance_attendees',
  text: `SELECT * FROM (
      SELECT ${ATTENDEE_COLUMNS}
      FROM event_attendances a JOIN profiles p ON p.id = a.user_id
      WHERE a.event_id = $1::uuid
        AND (CASE WHEN $2::text = 'all' THEN a.status <> 'cancelled' ELSE a.status = $2::text END)
        AND ($3::text IS NULL OR app.search_text(concat_ws(' ', p.first_name, p.last_name, p.username))
             LIKE app.contains_pattern($3::text))
    ) s
    WHERE ($4::timestamptz IS NULL OR (s.sort_at, s.id) > ($4::timestamptz, $5::uuid))
    ORDER BY s.sort_at, s.id
    LIMIT $6`,
};

export const ATTENDEE_BY_ID: Statement = {
  name: 'attendance_attendee_by_id',
  text: `SELECT ${ATTENDEE_COLUMNS}
    FROM event_attendances a JOIN profiles p ON p.id = a.user_id
    WHERE a.id = $1::uuid AND a.event_id = $2::uuid`,
};

/** Events the caller answered (not cancelled) or saved: $1 now, $2/$3 cursor, $4 rows. */
const MY_EVENTS = `e.id IN (
    SELECT a.event_id FROM event_attendances a
    WHERE a.user_id = app.current_user_id() AND a.status <> 'cancelled'
    UNION
    SELECT i.event_id FROM event_interests i WHERE i.user_id = app.current_user_id())`;

export const PARTICIPATING_UPCOMING: Statement = {
  name: 'attendance_participating_upcoming',
  text: `SELECT ${CARD_COLUMNS} FROM events_with_details e
    WHERE ${MY_EVENTS} AND coalesce(e.end_datetime, e.start_datetime) >= $1::timestamptz
      AND ($2::timestamptz IS NULL OR (e.start_datetime, e.id) > ($2::timestamptz, $3::uuid))
    ORDER BY e.start_datetime, e.id LIMIT $4`,
};

export const PARTICIPATING_PAST: Statement = {
  name: 'attendance_participating_past',
  text: `SELECT ${CARD_COLUMNS} FROM events_with_details e
    WHERE ${MY_EVENTS} AND coalesce(e.end_datetime, e.start_datetime) < $1::timestamptz
      AND ($2::timestamptz IS NULL OR (e.start_datetime, e.id) < ($2::timestamptz, $3::uuid))
    ORDER BY e.start_datetime DESC, e.id DESC LIMIT $4`,
};

const ORGANIZING_STATE = {
  draft: 'e.published_at IS NULL AND e.cancelled_at IS NULL',
  published:
    'e.published_at IS NOT NULL AND e.cancelled_at IS NULL AND coalesce(e.end_datetime, e.start_datetime) >= $1::timestamptz',
  cancelled: 'e.cancelled_at IS NOT NULL',
  past: 'e.published_at IS NOT NULL AND e.cancelled_at IS NULL AND coalesce(e.end_datetime, e.start_datetime) < $1::timestamptz',
} as const;

/** Newest first for what is over (past, cancelled); soonest first for what is ahead. */
const ORGANIZING_DESCENDING = new Set(['cancelled', 'past']);

function organizing(state: keyof typeof ORGANIZING_STATE): Statement {
  const desc = ORGANIZING_DESCENDING.has(state);
  return {
    name: `attendance_organizing_${state}`,
    text: `SELECT ${CARD_COLUMNS} FROM events_with_details e
      WHERE e.organizer_id = app.current_user_id() AND ${ORGANIZING_STATE[state]}
        AND ($1::timestamptz IS NOT NULL)
        AND ($2::timestamptz IS NULL OR (e.start_datetime, e.id) ${desc ? '<' : '>'} ($2::timestamptz, $3::uuid))
      ORDER BY e.start_datetime ${desc ? 'DESC' : ''}, e.id ${desc ? 'DESC' : ''} LIMIT $4`,
  };
}

export const ORGANIZING = {
  draft: organizing('draft'),
  published: organizing('published'),
  cancelled: organizing('cancelled'),
  past: organizing('past'),
};

/**
 * The people checked in at an event, the latest first (the door screen): $1 event, $2 folded search
 * or null, $3/$4 keyset cursor (check-in time, id), $5 rows.
 */
export const ATTENDEES_RECENT_CHECK_IN: Statement = {
  name: 'attendance_attendees_recent_check_in',
  text: `SELECT * FROM (
      SELECT a.id, a.user_id, p.first_name, p.last_name, p.username, p.avatar_path, a.status,
        a.checked_in_at, a.created_at, date_trunc('milliseconds', a.checked_in_at) AS sort_at,
        NULL::int AS waitlist_position
      FROM event_attendances a JOIN profiles p ON p.id = a.user_id
      WHERE a.event_id = $1::uuid AND a.status = 'checked_in'
        AND ($2::text IS NULL OR app.search_text(concat_ws(' ', p.first_name, p.last_name, p.username))
             LIKE app.contains_pattern($2::text))
    ) s
    WHERE ($3::timestamptz IS NULL OR (s.sort_at, s.id) < ($3::timestamptz, $4::uuid))
    ORDER BY s.sort_at DESC, s.id DESC
    LIMIT $5`,
};

/** Everyone with a seat or waiting, for the CSV: seats in order of arrival, then the queue. */
export const ATTENDEES_EXPORT: Statement = {
  name: 'attendance_attendees_export',
  text: `SELECT ${ATTENDEE_COLUMNS}
    FROM event_attendances a JOIN profiles p ON p.id = a.user_id
    WHERE a.event_id = $1::uuid AND a.status <> 'cancelled'
    ORDER BY a.status = 'waitlisted', coalesce(a.waitlisted_at, a.created_at), a.id`,
};
