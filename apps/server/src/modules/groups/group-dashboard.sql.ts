import type { Statement } from '../../db/read-as.ts';
import { CARD_COLUMNS } from '../events/event-cards.sql.ts';

/**
 * The statements of a group's dashboard, run as its owner or an organiser: the row policies show
 * them the group's members, followers, invitations and the events they may see. Days are São Paulo
 * calendar days, sent as YYYY-MM-DD text.
 */

const ZONE = `'America/Sao_Paulo'`;

/** Days the dashboard's series cover, today included. */
export const DASHBOARD_DAYS = 90;

/** Upcoming events the dashboard lists, soonest first. */
export const DASHBOARD_EVENTS_MAX = 20;

export interface DashboardDayRow {
  day: string;
  members: number;
  followers: number;
}

/**
 * Members and followers of $1 at the end of each of the $3 São Paulo days up to the day of $2,
 * oldest first, every day present: each current member or follower counts from the day they came
 * (people who left are not counted on earlier days; nobody's leaving is kept).
 */
export const DASHBOARD_SERIES: Statement = {
  name: 'group_dashboard_series',
  text: `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE ${ZONE})::date AS day),
    joined AS (
      SELECT (m.created_at AT TIME ZONE ${ZONE})::date AS day, count(*)::int AS n
      FROM group_members m WHERE m.group_id = $1::uuid GROUP BY 1
    ),
    followed AS (
      SELECT (f.created_at AT TIME ZONE ${ZONE})::date AS day, count(*)::int AS n
      FROM group_followers f WHERE f.group_id = $1::uuid GROUP BY 1
    ),
    days AS (
      SELECT t.day - i AS day FROM today t, generate_series(0, $3::integer - 1) AS i
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      (SELECT coalesce(sum(j.n), 0) FROM joined j WHERE j.day <= d.day)::int AS members,
      (SELECT coalesce(sum(f.n), 0) FROM followed f WHERE f.day <= d.day)::int AS followers
    FROM days d
    ORDER BY d.day`,
};

/**
 * The group's published events that have not ended and are not cancelled, that the caller may
 * see, soonest first: $1 group, $2 now, $3 rows.
 */
export const DASHBOARD_EVENTS: Statement = {
  name: 'group_dashboard_events',
  text: `SELECT ${CARD_COLUMNS} FROM events_with_details e
    WHERE e.group_id = $1::uuid AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
      AND coalesce(e.end_datetime, e.start_datetime) > $2::timestamptz
    ORDER BY e.start_datetime, e.id
    LIMIT $3`,
};

/** Invitations of $1 waiting for an answer (pending, not expired): $2 now. */
export const DASHBOARD_PENDING_INVITATIONS: Statement = {
  name: 'group_dashboard_pending_invitations',
  text: `SELECT count(*)::int AS pending FROM group_invitations i
    WHERE i.group_id = $1::uuid AND i.status = 'pending' AND i.expires_at > $2::timestamptz`,
};
