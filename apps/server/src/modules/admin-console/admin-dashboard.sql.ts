import { DASHBOARD_ACTIVE_DAYS, DASHBOARD_WEEKS } from '@eventos/domain';

/**
 * The dashboard's statements (GET /admin/dashboard), read on the owner connection after the admin
 * guard: every figure is a count over an index of migration 0042 (or 0035 for open reports), never a
 * pass over `events` or `event_attendances` (admin-dashboard.plans.test.ts checks the plans). The
 * windows are the domain's constants, written into the text; there is nothing else to bind.
 * Weeks start on Monday, São Paulo time, the oldest first, weeks without rows counted 0.
 */

const TZ = `'America/Sao_Paulo'`;

/** Every week of the series: its Monday as local time (`week`) and as instants (`from`, `until`). */
const WEEKS = `WITH weeks AS (
      SELECT w AS week, w AT TIME ZONE ${TZ} AS "from", (w + interval '1 week') AT TIME ZONE ${TZ} AS "until"
      FROM generate_series(
        date_trunc('week', now() AT TIME ZONE ${TZ}) - interval '${DASHBOARD_WEEKS - 1} weeks',
        date_trunc('week', now() AT TIME ZONE ${TZ}),
        interval '1 week') AS w)`;

/** A weekly count of rows of `table` whose `column` falls in each week (and `where`, if given). */
const weekly = (table: string, column: string, where = 'true') =>
  `${WEEKS}
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
      (SELECT count(*) FROM ${table} x
       WHERE x.${column} >= w."from" AND x.${column} < w."until" AND ${where})::int AS count
    FROM weeks w
    ORDER BY w.week`;

/** People: everyone with a profile, and the people with a session refreshed within the window. */
export const DASHBOARD_PEOPLE = `SELECT
    (SELECT count(*) FROM profiles)::int AS total,
    (SELECT count(DISTINCT s.user_id) FROM auth_sessions s
     WHERE s.updated_at >= now() - interval '${DASHBOARD_ACTIVE_DAYS} days')::int AS active`;

/**
 * Events published and not cancelled, of them the ones still to start, the cancelled ones; the
 * reported targets with open reports (the moderation queue's badge); and the sponsorships an
 * organiser accepted that await an administrator's approval (on sponsorships_state_idx, 0043).
 */
export const DASHBOARD_EVENTS = `SELECT
    (SELECT count(*) FROM events e WHERE e.published_at IS NOT NULL AND e.cancelled_at IS NULL)::int AS published,
    (SELECT count(*) FROM events e
     WHERE e.published_at IS NOT NULL AND e.cancelled_at IS NULL AND e.start_datetime > now())::int AS upcoming,
    (SELECT count(*) FROM events e WHERE e.cancelled_at IS NOT NULL)::int AS cancelled,
    (SELECT count(*) FROM (SELECT DISTINCT r.target_type, r.target_id FROM reports r WHERE r.status = 'open') s)::int
      AS open_reports,
    (SELECT count(*) FROM sponsorships s WHERE s.state = 'accepted')::int AS pending_sponsorships`;

/** New profiles per week. */
export const DASHBOARD_NEW_PEOPLE = weekly('profiles', 'created_at');

/** RSVPs made per week (whatever became of them). */
export const DASHBOARD_RSVPS = weekly('event_attendances', 'created_at');

/** Check-ins per week. */
export const DASHBOARD_CHECKINS = weekly('event_attendances', 'checked_in_at', 'x.checked_in_at IS NOT NULL');

export const DASHBOARD_STATEMENTS = {
  people: DASHBOARD_PEOPLE,
  events: DASHBOARD_EVENTS,
  newPeople: DASHBOARD_NEW_PEOPLE,
  rsvps: DASHBOARD_RSVPS,
  checkins: DASHBOARD_CHECKINS,
} as const;
