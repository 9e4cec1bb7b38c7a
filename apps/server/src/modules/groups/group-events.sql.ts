import type { Statement } from '../../db/read-as.ts';
import { CARD_COLUMNS } from '../events/event-cards.sql.ts';

/**
 * A group's events as cards, read through events_with_details under the caller's row policies (only
 * events they may see), on events_group_start_idx (group_id, start_datetime, id).
 * Parameters: $1 group, $2 now, $3/$4 keyset (start_datetime, id) or nulls, $5 rows.
 */

/**
 * Events of the group under way at $2: app.events_under_way finds the few under way anywhere on the
 * time-range index, and they are read by id (never a walk through the group's past).
 */
const UNDER_WAY = `SELECT ${CARD_COLUMNS} FROM events_with_details e
  WHERE e.id = ANY(ARRAY(SELECT app.events_under_way($2::timestamptz))) AND e.group_id = $1::uuid
    AND ($4::uuid IS NULL OR (e.start_datetime, e.id) > ($3::timestamptz, $4::uuid))
  ORDER BY e.start_datetime, e.id LIMIT $5`;

const upcoming = (after: boolean) => `SELECT ${CARD_COLUMNS} FROM events_with_details e
  WHERE e.group_id = $1::uuid AND e.start_datetime >= $2::timestamptz
    ${after ? 'AND (e.start_datetime, e.id) > ($3::timestamptz, $4::uuid)' : 'AND $4::uuid IS NULL AND $3::timestamptz IS NULL'}
  ORDER BY e.start_datetime, e.id LIMIT $5`;

/** What is under way and ahead, soonest first. */
export const GROUP_EVENTS_UPCOMING: Statement = {
  name: 'group_events_upcoming',
  text: `SELECT * FROM ((${UNDER_WAY}) UNION ALL (${upcoming(false)})) cards
    ORDER BY "startDatetime", id LIMIT $5`,
};

export const GROUP_EVENTS_UPCOMING_AFTER: Statement = {
  name: 'group_events_upcoming_after',
  text: `SELECT * FROM ((${UNDER_WAY}) UNION ALL (${upcoming(true)})) cards
    ORDER BY "startDatetime", id LIMIT $5`,
};

const past = (after: boolean) => `SELECT ${CARD_COLUMNS} FROM events_with_details e
  WHERE e.group_id = $1::uuid AND e.start_datetime < $2::timestamptz
    AND coalesce(e.end_datetime, e.start_datetime) < $2::timestamptz
    ${after ? 'AND (e.start_datetime, e.id) < ($3::timestamptz, $4::uuid)' : 'AND $4::uuid IS NULL AND $3::timestamptz IS NULL'}
  ORDER BY e.start_datetime DESC, e.id DESC LIMIT $5`;

/** What has ended, the latest first. */
export const GROUP_EVENTS_PAST: Statement = { name: 'group_events_past', text: past(false) };
export const GROUP_EVENTS_PAST_AFTER: Statement = { name: 'group_events_past_after', text: past(true) };
