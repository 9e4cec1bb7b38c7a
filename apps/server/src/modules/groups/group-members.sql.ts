import { GROUP_PAGE_MAX } from '@eventos/domain';
import type { Statement } from '../../db/read-as.ts';
import { keyTime } from './groups.cursor.ts';
import { PERSON_COLUMNS } from './groups.sql.ts';

/**
 * The members list of a group, read as the caller (group_members_select: only groups they may see):
 * the owner first, then the organisers, then the members in order of joining. Keyset (rank, joined
 * time, user id): rank 0 owner, 1 organiser, 2 member. The owner and organisers are few; members
 * are a range of group_members_joined_idx (group_id, created_at, user_id).
 * Parameters: $1 group, $2 folded search or null, $3 role or null, $4/$5/$6 keyset, $7 rows.
 */

export interface GroupMemberListRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  role: string;
  joined_at: Date | string;
  rank: number;
  key_at: string;
}

export const MEMBER_COLUMNS = `${PERSON_COLUMNS}, m.role, m.created_at AS joined_at, ${keyTime('m.created_at')} AS key_at`;

/**
 * Names and usernames containing the search, accents ignored (profiles_person_search_idx); a list
 * without one is its own statement, so neither plan has to serve both.
 */
const search = (searching: boolean) =>
  searching
    ? 'app.person_search_text(p.first_name, p.last_name, p.username) LIKE app.contains_pattern($2::text)'
    : '$2::text IS NULL';

const leaders = (
  searching: boolean,
) => `SELECT ${MEMBER_COLUMNS}, CASE m.role WHEN 'owner' THEN 0 ELSE 1 END AS rank
  FROM group_members m JOIN profiles p ON p.id = m.user_id
  WHERE m.group_id = $1::uuid AND m.role IN ('owner', 'organizer')
    AND ($3::text IS NULL OR m.role = $3::text) AND ${search(searching)}`;

/**
 * Members in order of joining, a range of group_members_joined_idx, at most a page's worth (the
 * page's own limit comes after the owner and organisers).
 */
const members = (searching: boolean, after: boolean) => `SELECT ${MEMBER_COLUMNS}, 2 AS rank
  FROM group_members m JOIN profiles p ON p.id = m.user_id
  WHERE m.group_id = $1::uuid AND m.role = 'member'
    AND ($3::text IS NULL OR $3::text = 'member') AND ${search(searching)}
    ${after ? 'AND (m.created_at, m.user_id) > ($5::timestamptz, $6::uuid)' : ''}
  ORDER BY m.created_at, m.user_id LIMIT ${GROUP_PAGE_MAX + 1}`;

/**
 * Every members page is planned for its values (an unnamed statement, name ''). A group of ten
 * thousand among groups of a handful: the plan a named statement settles on after a few runs is
 * made for the average group, and read and sorted the whole big group (each row under the row
 * policy) instead of the next rows in order; a search's plan depends on its term the same way
 * (profiles_person_search_idx for a rare one). Planning one costs about a millisecond.
 */
const UNNAMED = '';

/** The first page, or a page after a cursor among the owner and organisers. */
const fromLeaders = (searching: boolean): Statement => ({
  name: UNNAMED,
  text: `SELECT * FROM ((${leaders(searching)}) UNION ALL (${members(searching, false)})) s
    WHERE ($6::uuid IS NULL OR (s.rank, s.key_at, s.user_id) > ($4::integer, $5::text, $6::uuid))
    ORDER BY s.rank, s.key_at, s.user_id LIMIT $7`,
});

/** A page after a cursor among the members: the owner and organisers are behind it. */
const afterLeaders = (searching: boolean): Statement => ({
  name: UNNAMED,
  text: `SELECT * FROM (${members(searching, true)}) s
    WHERE $4::integer IS NOT NULL ORDER BY s.key_at, s.user_id LIMIT $7`,
});

const PAGES = {
  plain: { first: fromLeaders(false), after: afterLeaders(false) },
  searching: { first: fromLeaders(true), after: afterLeaders(true) },
};

/** The statement of a members page: with a search or not, from the top or past the organisers. */
export function membersPage(searching: boolean, pastLeaders: boolean): Statement {
  const shape = PAGES[searching ? 'searching' : 'plain'];
  return pastLeaders ? shape.after : shape.first;
}

/** How many members a search (and a role filter) finds: $1 group, $2 search, $3 role or null. */
export const MEMBERS_TOTAL: Statement = {
  name: UNNAMED,
  text: `SELECT count(*)::int AS total FROM group_members m JOIN profiles p ON p.id = m.user_id
    WHERE m.group_id = $1::uuid AND ($3::text IS NULL OR m.role = $3::text) AND ${search(true)}`,
};

/**
 * How many owners and organisers a group has, by role: $1 group (group_members_leaders_idx; counting
 * every member through the row policies would weigh each of them).
 */
export const LEADER_COUNTS: Statement = {
  name: 'group_members_leader_counts',
  text: `SELECT m.role, count(*)::int AS total FROM group_members m
    WHERE m.group_id = $1::uuid AND m.role IN ('owner', 'organizer') GROUP BY m.role`,
};
