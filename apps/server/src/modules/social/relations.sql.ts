import type { Statement } from '../../db/read-as.ts';
import { keyTime } from '../groups/groups.cursor.ts';
import { GROUP_COLUMNS } from '../groups/groups.sql.ts';
import { SOCIAL_PERSON_COLUMNS } from './person-cards.ts';

/**
 * The caller's own lists (ADR 0014), read as the caller: the row policies of migration 0030 show
 * each person only their own friendships, follows and blocks. Each list is newest first, keyset on
 * (time, other person's id) with the time as the cursor's text, and leaves out anyone in a block
 * with the caller.
 */

const ME = 'app.current_user_id()';

/** The caller's friendships in `status`, from both sides of the pair (primary key and user_b index). */
const pairs = (status: 'accepted' | 'pending') => `(
    SELECT f.user_b AS other_id, f.requester_id, f.created_at, f.accepted_at FROM friendships f
    WHERE f.user_a = ${ME} AND f.status = '${status}'
    UNION ALL
    SELECT f.user_a, f.requester_id, f.created_at, f.accepted_at FROM friendships f
    WHERE f.user_b = ${ME} AND f.status = '${status}'
  )`;

const SEARCH = `($1::text IS NULL
    OR app.person_search_text(p.first_name, p.last_name, p.username) LIKE app.contains_pattern($1::text))`;

const UNBLOCKED = `NOT app.blocked_between(p.id, ${ME})`;

export interface PersonListRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  city: string | null;
  since: Date | string;
  key_at: string;
}

/** Friends, the newest friendships first: $1 search or null, $2/$3 cursor or nulls, $4 rows. */
export const FRIENDS_PAGE: Statement = {
  name: 'social_friends_page',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, f.accepted_at AS since, ${keyTime('f.accepted_at')} AS key_at
    FROM ${pairs('accepted')} f JOIN profiles p ON p.id = f.other_id
    WHERE ${SEARCH} AND ${UNBLOCKED}
      AND ($2::timestamptz IS NULL OR (f.accepted_at, f.other_id) < ($2::timestamptz, $3::uuid))
    ORDER BY f.accepted_at DESC, f.other_id DESC
    LIMIT $4`,
};

/** How many friends the search finds: $1 search or null. */
export const FRIENDS_TOTAL: Statement = {
  name: 'social_friends_total',
  text: `SELECT count(*)::int AS total FROM ${pairs('accepted')} f JOIN profiles p ON p.id = f.other_id
    WHERE ${SEARCH} AND ${UNBLOCKED}`,
};

/** Requests waiting, newest first: $1 'received' or 'sent', $2/$3 cursor or nulls, $4 rows. */
export const REQUESTS_PAGE: Statement = {
  name: 'social_friend_requests_page',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, f.created_at AS since, ${keyTime('f.created_at')} AS key_at
    FROM ${pairs('pending')} f JOIN profiles p ON p.id = f.other_id
    WHERE (f.requester_id = ${ME}) = ($1::text = 'sent') AND ${UNBLOCKED}
      AND ($2::timestamptz IS NULL OR (f.created_at, f.other_id) < ($2::timestamptz, $3::uuid))
    ORDER BY f.created_at DESC, f.other_id DESC
    LIMIT $4`,
};

/** How many requests wait in that direction: $1 'received' or 'sent'. */
export const REQUESTS_TOTAL: Statement = {
  name: 'social_friend_requests_total',
  text: `SELECT count(*)::int AS total FROM ${pairs('pending')} f JOIN profiles p ON p.id = f.other_id
    WHERE (f.requester_id = ${ME}) = ($1::text = 'sent') AND ${UNBLOCKED}`,
};

/** People the caller follows, most recently followed first (user_follows_recent_idx): $1/$2 cursor, $3 rows. */
export const FOLLOWING_PAGE: Statement = {
  name: 'social_following_page',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, u.created_at AS since, ${keyTime('u.created_at')} AS key_at
    FROM user_follows u JOIN profiles p ON p.id = u.followee_id
    WHERE u.follower_id = ${ME} AND ${UNBLOCKED}
      AND ($1::timestamptz IS NULL OR (u.created_at, u.followee_id) < ($1::timestamptz, $2::uuid))
    ORDER BY u.created_at DESC, u.followee_id DESC
    LIMIT $3`,
};

export const FOLLOWING_TOTAL: Statement = {
  name: 'social_following_total',
  text: `SELECT count(*)::int AS total FROM user_follows u JOIN profiles p ON p.id = u.followee_id
    WHERE u.follower_id = ${ME} AND ${UNBLOCKED}`,
};

/** People the caller blocked, most recent first (user_blocks_recent_idx): $1/$2 cursor, $3 rows. */
export const BLOCKS_PAGE: Statement = {
  name: 'social_blocks_page',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, b.created_at AS since, ${keyTime('b.created_at')} AS key_at
    FROM user_blocks b JOIN profiles p ON p.id = b.blocked_id
    WHERE b.blocker_id = ${ME}
      AND ($1::timestamptz IS NULL OR (b.created_at, b.blocked_id) < ($1::timestamptz, $2::uuid))
    ORDER BY b.created_at DESC, b.blocked_id DESC
    LIMIT $3`,
};

/**
 * Groups the caller follows and may see (the groups' row policies), most recently followed first:
 * $1/$2 cursor (followed at, group id), $3 rows.
 */
export const FOLLOWED_GROUPS_PAGE: Statement = {
  name: 'social_followed_groups_page',
  text: `SELECT ${GROUP_COLUMNS}, ${keyTime('f.created_at')} AS key_at
    FROM group_followers f JOIN groups g ON g.id = f.group_id
    WHERE f.user_id = ${ME}
      AND ($1::timestamptz IS NULL OR (f.created_at, f.group_id) < ($1::timestamptz, $2::uuid))
    ORDER BY f.created_at DESC, f.group_id DESC
    LIMIT $3`,
};

export interface SuggestionRow extends Omit<PersonListRow, 'since' | 'key_at'> {
  via_friends: number;
  shared_events: number;
}

/** Friend suggestions in their order (app.friend_suggestions): $1 how many. */
export const SUGGESTIONS: Statement = {
  name: 'social_friend_suggestions',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, s.via_friends, s.shared_events
    FROM app.friend_suggestions($1::integer) WITH ORDINALITY s(person, via_friends, shared_events, n)
    JOIN profiles p ON p.id = s.person
    ORDER BY s.n`,
};
