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

const SEARCH = `($2::text IS NULL OR app.search_text(concat_ws(' ', p.first_name, p.last_name, p.username))
  LIKE app.contains_pattern($2::text))`;

const LEADERS = `SELECT ${MEMBER_COLUMNS}, CASE m.role WHEN 'owner' THEN 0 ELSE 1 END AS rank
  FROM group_members m JOIN profiles p ON p.id = m.user_id
  WHERE m.group_id = $1::uuid AND m.role IN ('owner', 'organizer')
    AND ($3::text IS NULL OR m.role = $3::text) AND ${SEARCH}`;

const members = (after: boolean) => `SELECT ${MEMBER_COLUMNS}, 2 AS rank
  FROM group_members m JOIN profiles p ON p.id = m.user_id
  WHERE m.group_id = $1::uuid AND m.role = 'member'
    AND ($3::text IS NULL OR $3::text = 'member') AND ${SEARCH}
    ${after ? 'AND (m.created_at, m.user_id) > ($5::timestamptz, $6::uuid)' : ''}
  ORDER BY m.created_at, m.user_id LIMIT $7`;

/** The first page, or a page after a cursor among the owner and organisers. */
export const MEMBERS_FROM_LEADERS: Statement = {
  name: 'group_members_from_leaders',
  text: `SELECT * FROM ((${LEADERS}) UNION ALL (${members(false)})) s
    WHERE ($6::uuid IS NULL OR (s.rank, s.key_at, s.user_id) > ($4::integer, $5::text, $6::uuid))
    ORDER BY s.rank, s.key_at, s.user_id LIMIT $7`,
};

/** A page after a cursor among the members: the owner and organisers are behind it. */
export const MEMBERS_AFTER: Statement = {
  name: 'group_members_after',
  text: `SELECT * FROM (${members(true)}) s
    WHERE $4::integer IS NOT NULL ORDER BY s.key_at, s.user_id`,
};

/** How many members a search or a role filter finds. */
export const MEMBERS_TOTAL: Statement = {
  name: 'group_members_total',
  text: `SELECT count(*)::int AS total FROM group_members m JOIN profiles p ON p.id = m.user_id
    WHERE m.group_id = $1::uuid AND ($3::text IS NULL OR m.role = $3::text) AND ${SEARCH}`,
};
