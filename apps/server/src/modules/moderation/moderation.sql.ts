import type { Statement } from '../../db/read-as.ts';
import { keyTime } from '../groups/groups.cursor.ts';
import { SOCIAL_PERSON_COLUMNS, type SocialPersonRow } from '../social/person-cards.ts';

/**
 * What the admin queue and the moderation log read, as a moderator or an administrator under
 * row-level security (reports_select and moderation_actions_select let them read every row; the
 * reported content comes from app.moderation_targets, migrations 0037 and 0042, which reads hidden
 * and private content for them only).
 */

/** A time as the API shows it, or 'forever' for a suspension without end. */
const untilText = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN NULL WHEN NOT isfinite(${column}) THEN 'forever'
     ELSE to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;

export interface QueueTargetRow {
  target_type: string;
  target_id: string;
  report_count: number;
  first_at: string;
  last_at: string;
  key_at: string;
}

/**
 * Reported targets with reports in state $1 (of type $2 or any), most reported first, then the
 * most recently reported, after the key $3-$5 (count, last report time, target id), at most $6.
 */
export const QUEUE_TARGETS: Statement = {
  name: 'moderation_queue_targets',
  text: `WITH t AS (
      SELECT r.target_type, r.target_id, count(*)::int AS report_count,
             min(r.created_at) AS first_at, max(r.created_at) AS last_at
      FROM reports r
      WHERE r.status = $1::text AND ($2::text IS NULL OR r.target_type = $2::text)
      GROUP BY r.target_type, r.target_id)
    SELECT t.target_type, t.target_id, t.report_count,
      to_char(t.first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS first_at,
      to_char(t.last_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_at,
      ${keyTime('t.last_at')} AS key_at
    FROM t
    WHERE $5::uuid IS NULL OR (t.report_count, t.last_at, t.target_id) < ($3::integer, $4::timestamptz, $5::uuid)
    ORDER BY t.report_count DESC, t.last_at DESC, t.target_id DESC
    LIMIT $6::integer`,
};

/** Targets with open reports (the admin menu's badge). */
export const OPEN_TOTAL: Statement = {
  name: 'moderation_open_total',
  text: `SELECT count(*)::int AS total FROM (
      SELECT DISTINCT r.target_type, r.target_id FROM reports r WHERE r.status = 'open') s`,
};

export interface ReasonCountRow {
  target_id: string;
  reason: string;
  count: number;
}

/** Reports per reason of targets $2 in state $1. */
export const QUEUE_REASONS: Statement = {
  name: 'moderation_queue_reasons',
  text: `SELECT r.target_id, r.reason, count(*)::int AS count
    FROM reports r WHERE r.status = $1::text AND r.target_id = ANY($2::uuid[])
    GROUP BY r.target_id, r.reason
    ORDER BY count(*) DESC, r.reason`,
};

export interface QueueReportRow extends Partial<SocialPersonRow> {
  id: string;
  target_id: string;
  reporter_id: string | null;
  reason: string;
  details: string | null;
  created_at: string;
}

/** The latest $3 reports in state $1 of each of targets $2, newest first, with their reporter. */
export const QUEUE_REPORTS: Statement = {
  name: 'moderation_queue_reports',
  text: `SELECT x.id, x.target_id, x.reporter_id, x.reason, x.details,
      to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      ${SOCIAL_PERSON_COLUMNS}
    FROM (
      SELECT r.*, row_number() OVER (PARTITION BY r.target_type, r.target_id ORDER BY r.created_at DESC, r.id DESC) AS n
      FROM reports r WHERE r.status = $1::text AND r.target_id = ANY($2::uuid[])) x
    LEFT JOIN profiles p ON p.id = x.reporter_id
    WHERE x.n <= $3::integer
    ORDER BY x.created_at DESC, x.id DESC`,
};

export interface TargetContentRow {
  target_type: string;
  target_id: string;
  title: string | null;
  body: string | null;
  event_id: string | null;
  slug: string | null;
  author_id: string | null;
  hidden: boolean;
  cancelled: boolean;
  author_suspended_until: string | null;
}

/** The reported content of targets ($1 types, $2 ids, pairwise), hidden or not. */
export const TARGET_CONTENT: Statement = {
  name: 'moderation_target_content',
  text: `SELECT t.target_type, t.target_id, t.title, t.body, t.event_id, t.slug, t.author_id, t.hidden,
      t.cancelled, ${untilText('t.author_suspended_until')} AS author_suspended_until
    FROM app.moderation_targets($1::text[], $2::uuid[]) t`,
};

/** People $1 as the queue names them. */
export const PEOPLE: Statement = {
  name: 'moderation_people',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS} FROM profiles p WHERE p.id = ANY($1::uuid[])`,
};

export interface LogRow extends Partial<SocialPersonRow> {
  id: string;
  admin_id: string | null;
  target_type: string;
  target_id: string;
  action: string;
  note: string;
  suspended_until: string | null;
  resolved_reports: number;
  created_at: string;
  key_at: string;
}

/** The moderation log, newest first, after the key $1-$2 (time, id), at most $3. */
export const LOG_PAGE: Statement = {
  name: 'moderation_log_page',
  text: `SELECT m.id, m.admin_id, m.target_type, m.target_id, m.action, m.note,
      ${untilText('m.suspended_until')} AS suspended_until, m.resolved_reports,
      to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      ${keyTime('m.created_at')} AS key_at,
      ${SOCIAL_PERSON_COLUMNS}
    FROM moderation_actions m
    LEFT JOIN profiles p ON p.id = m.admin_id
    WHERE $2::uuid IS NULL OR (m.created_at, m.id) < ($1::timestamptz, $2::uuid)
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT $3::integer`,
};
