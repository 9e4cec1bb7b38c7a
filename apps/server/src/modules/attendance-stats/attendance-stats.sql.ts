import type { Statement } from '../../db/read-as.ts';

/**
 * The read statements of the organiser's numbers, run as the caller through readAs: row policies
 * show the organiser their events' attendances and view days, and nobody else any. Days are São
 * Paulo calendar days, sent as YYYY-MM-DD text (a driver would turn a date into a local instant).
 */

const ZONE = `'America/Sao_Paulo'`;
const dayText = (expr: string) => `to_char((${expr} AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD')`;

export interface StatsEventRow {
  organizer_id: string;
  /** The caller manages the event: its organiser, or its group's owner or an organiser. */
  can_manage: boolean;
  capacity: number | null;
  views: number;
  created_day: string;
  end_day: string;
  today: string;
}

/** The event as the caller may see it, with the days its window is made of: $1 id, $2 now. */
export const STATS_EVENT: Statement = {
  name: 'attendance_stats_event',
  text: `SELECT e.organizer_id, app.can_manage_event(e.organizer_id, e.group_id) AS can_manage,
      e.capacity, e.views,
      ${dayText('e.created_at')} AS created_day,
      ${dayText('coalesce(e.end_datetime, e.start_datetime)')} AS end_day,
      ${dayText('$2::timestamptz')} AS today
    FROM events e WHERE e.id = $1::uuid`,
};

export interface StatsActivityRow {
  first_day: string | null;
  rsvps: number;
}

/**
 * The first day anything happened at these events (an RSVP or a counted view) and every RSVP they
 * ever had: $1 event ids. Both through the event_id indexes.
 */
export const STATS_ACTIVITY: Statement = {
  name: 'attendance_stats_activity',
  text: `SELECT to_char(least(
        (SELECT (min(a.created_at) AT TIME ZONE ${ZONE})::date
           FROM event_attendances a WHERE a.event_id = ANY($1::uuid[])),
        (SELECT min(v.day) FROM event_view_days v WHERE v.event_id = ANY($1::uuid[]))
      ), 'YYYY-MM-DD') AS first_day,
      (SELECT count(*)::int FROM event_attendances a WHERE a.event_id = ANY($1::uuid[])) AS rsvps`,
};

export interface StatsPointRow {
  day: string;
  views: number;
  rsvps: number;
  seated: number;
}

/**
 * One row per day of [$2, $3] over the events $1: views counted that day, RSVPs made that day, and
 * the running total of the people holding a seat now by the day they answered (those who answered
 * before the window start it off). Days without anything are there with zeros.
 */
export const STATS_SERIES: Statement = {
  name: 'attendance_stats_series',
  text: `WITH answered AS (
      SELECT (a.created_at AT TIME ZONE ${ZONE})::date AS day,
        count(*)::int AS rsvps,
        (count(*) FILTER (WHERE a.status IN ('going', 'checked_in')))::int AS seated
      FROM event_attendances a
      WHERE a.event_id = ANY($1::uuid[])
        AND a.created_at < (($3::date + 1)::timestamp AT TIME ZONE ${ZONE})
      GROUP BY 1
    ),
    viewed AS (
      SELECT v.day, sum(v.views)::int AS views
      FROM event_view_days v
      WHERE v.event_id = ANY($1::uuid[]) AND v.day BETWEEN $2::date AND $3::date
      GROUP BY v.day
    ),
    days AS (
      SELECT ($2::date + i) AS day FROM generate_series(0, $3::date - $2::date) AS i
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      coalesce(v.views, 0) AS views,
      coalesce(r.rsvps, 0) AS rsvps,
      ((SELECT coalesce(sum(b.seated), 0) FROM answered b WHERE b.day < $2::date)
        + sum(coalesce(r.seated, 0)) OVER (ORDER BY d.day))::int AS seated
    FROM days d
    LEFT JOIN answered r ON r.day = d.day
    LEFT JOIN viewed v ON v.day = d.day
    ORDER BY d.day`,
};

/** The ids of the events the caller organises, drafts and cancelled ones included. */
export const STATS_MY_EVENTS: Statement = {
  name: 'attendance_stats_my_events',
  text: 'SELECT e.id FROM events e WHERE e.organizer_id = app.current_user_id()',
};

export interface StatsPastRow {
  today: string;
  events: number;
  seated: number;
  checked_in: number;
}

/**
 * Today, and the caller's past events (published, not cancelled, over) with the seats taken and
 * the check-ins at them: $1 now.
 */
export const STATS_PAST: Statement = {
  name: 'attendance_stats_past',
  text: `SELECT ${dayText('$1::timestamptz')} AS today,
      count(DISTINCT e.id)::int AS events,
      (count(a.id) FILTER (WHERE a.status IN ('going', 'checked_in')))::int AS seated,
      (count(a.id) FILTER (WHERE a.status = 'checked_in'))::int AS checked_in
    FROM events e
    LEFT JOIN event_attendances a ON a.event_id = e.id
    WHERE e.organizer_id = app.current_user_id()
      AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
      AND coalesce(e.end_datetime, e.start_datetime) < $1::timestamptz`,
};
