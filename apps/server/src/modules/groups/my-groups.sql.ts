import type { Statement } from '../../db/read-as.ts';
import { keyTime } from './groups.cursor.ts';
import { GROUP_COLUMNS, type GroupRow } from './groups.sql.ts';

export interface MyGroupRow extends GroupRow {
  role: string;
  /** When the caller joined, to the microsecond, for the cursor. */
  key_at: string;
}

/**
 * The groups the caller belongs to, the most recently joined first: $1 managers only (owner or
 * organiser: where they may create events), $2/$3 the cursor (joined at, group id) or nulls, $4 rows.
 */
export const MY_GROUPS: Statement = {
  name: 'my_groups_page',
  text: `SELECT ${GROUP_COLUMNS}, m.role, ${keyTime('m.created_at')} AS key_at
    FROM group_members m
    JOIN groups g ON g.id = m.group_id
    WHERE m.user_id = app.current_user_id()
      AND (NOT $1::boolean OR m.role IN ('owner', 'organizer'))
      AND ($2::timestamptz IS NULL OR (m.created_at, m.group_id) < ($2::timestamptz, $3::uuid))
    ORDER BY m.created_at DESC, m.group_id DESC
    LIMIT $4`,
};
