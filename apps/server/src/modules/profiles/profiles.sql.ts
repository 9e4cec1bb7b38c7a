import type { Statement } from '../../db/read-as.ts';
import { CARD_COLUMNS } from '../events/event-cards.sql.ts';
import { keyTime } from '../groups/groups.cursor.ts';
import { GROUP_COLUMNS, type GroupRow } from '../groups/groups.sql.ts';

/**
 * The read statements of public profiles, run as the caller (readAs). An active profile opens by
 * its username in any letter case, never across a block (either way); what the owner's settings
 * hide comes from the definer functions of migration 0032, and events and groups are read under the
 * caller's own row policies, so a private one shows only to whoever may see it anyway.
 */

/** The profile named $1, when the caller may open it. */
const TARGET = `FROM profiles p
  WHERE lower(p.username) = lower($1::text) AND p.status = 'active'
    AND NOT app.blocked_between(p.id, app.current_user_id())`;

/** Just the id of the profile named $1 (the lists under a profile). */
export const PROFILE_ID: Statement = {
  name: 'profile_id',
  text: `SELECT p.id ${TARGET}`,
};

/** Events shown on a profile: published by $2, not cancelled, not ended by $2. */
const SHOWN_EVENT = `e.published_at IS NOT NULL AND e.published_at <= $2::timestamptz AND e.cancelled_at IS NULL
  AND coalesce(e.end_datetime, e.start_datetime) >= $2::timestamptz`;

/**
 * What they organise, in two halves read on indexes: under way now (app.events_under_way finds the
 * few under way anywhere on the time-range index) and ahead (events_organizer_id_idx from now on),
 * never a walk through their past.
 */
const ORGANISED_UNDER_WAY = `e.id = ANY(ARRAY(SELECT app.events_under_way($2::timestamptz))) AND e.organizer_id = p.id`;
const ORGANISED_AHEAD = `e.organizer_id = p.id AND e.start_datetime >= $2::timestamptz`;

/** What they attend (as their setting allows) besides what they organise. */
const ATTENDED = `e.id = ANY(ARRAY(SELECT app.profile_attended_event_ids(p.id, $2::timestamptz)))
  AND e.organizer_id IS DISTINCT FROM p.id`;

export interface ProfileDetailRow {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  city: string | null;
  avatar_path: string | null;
  created_at: Date | string;
  findable: boolean;
  friends: number | null;
  following: number;
  followers: number;
  events: number;
  can_see_friends: boolean;
  can_see_attendance: boolean;
  is_self: boolean;
  friendship: string | null;
  rel_following: boolean | null;
  follows_you: boolean | null;
  blocked: boolean | null;
  can_request: boolean | null;
}

/**
 * GET /profiles/{username}: $1 username, $2 now. The profile, its counts and the caller's relation.
 * Both functions answer one row at most and are planned so (ROWS 1, LIMIT 1): planned at a thousand
 * rows each, the statement looked costly enough to be compiled before it ran, which took seconds.
 */
export const PROFILE_DETAIL: Statement = {
  name: 'profile_detail',
  text: `SELECT p.id, p.username, p.first_name, p.last_name, p.bio, p.city, p.avatar_path, p.created_at,
      f.findable, f.friends, f.following, f.followers,
      (SELECT count(*)::int FROM events_with_details e WHERE ${ORGANISED_UNDER_WAY} AND ${SHOWN_EVENT})
        + (SELECT count(*)::int FROM events_with_details e WHERE ${ORGANISED_AHEAD} AND ${SHOWN_EVENT})
        + (SELECT count(*)::int FROM events_with_details e WHERE ${ATTENDED} AND ${SHOWN_EVENT}) AS events,
      app.friends_visible_to(p.id, app.current_user_id()) AS can_see_friends,
      app.attendance_visible_to(p.id, app.current_user_id()) AS can_see_attendance,
      coalesce(p.id = app.current_user_id(), false) AS is_self,
      r.friendship, r.following AS rel_following, r.follows_you, r.blocked, r.can_request
    FROM profiles p
    CROSS JOIN LATERAL app.profile_facts(p.id) f
    LEFT JOIN LATERAL (SELECT * FROM app.relationship_with(p.id) LIMIT 1) r ON true
    WHERE lower(p.username) = lower($1::text) AND p.status = 'active'`,
};

export interface ProfileFriendsTargetRow {
  id: string;
  /** Null when the caller may not see their friends. */
  friends: number | null;
}

/** The profile named $1 and how many friends of theirs the caller may see (null: none). */
export const PROFILE_FRIENDS_TARGET: Statement = {
  name: 'profile_friends_target',
  text: `SELECT p.id, f.friends FROM profiles p CROSS JOIN LATERAL app.profile_facts(p.id) f
    WHERE lower(p.username) = lower($1::text) AND p.status = 'active'`,
};

/** Events of $1 as cards: $2 now, $3/$4 keyset (start, id) or nulls, $5 rows; soonest first. */
const after = `($4::uuid IS NULL OR (e.start_datetime, e.id) > ($3::timestamptz, $4::uuid))`;

const page = (role: string, where: string) => `(SELECT ${CARD_COLUMNS}, '${role}' AS role
  FROM events_with_details e, (SELECT $1::uuid AS id) p
  WHERE ${where} AND ${SHOWN_EVENT} AND ${after}
  ORDER BY e.start_datetime, e.id LIMIT $5)`;

export const PROFILE_EVENTS: Statement = {
  name: 'profile_events',
  text: `SELECT * FROM (
      ${page('organizer', ORGANISED_UNDER_WAY)}
      UNION ALL ${page('organizer', ORGANISED_AHEAD)}
      UNION ALL ${page('attending', ATTENDED)}
    ) cards
    ORDER BY "startDatetime", id LIMIT $5`,
};

export interface ProfileGroupRow extends GroupRow {
  key_at: string;
}

/** The groups $1 belongs to that the caller may see, most recently joined first: $2/$3 keyset, $4 rows. */
export const PROFILE_GROUPS: Statement = {
  name: 'profile_groups',
  text: `SELECT ${GROUP_COLUMNS}, ${keyTime('m.created_at')} AS key_at
    FROM group_members m
    JOIN groups g ON g.id = m.group_id
    WHERE m.user_id = $1::uuid
      AND ($3::uuid IS NULL OR (m.created_at, m.group_id) < ($2::timestamptz, $3::uuid))
    ORDER BY m.created_at DESC, m.group_id DESC
    LIMIT $4`,
};
