import type { Statement } from '../../db/read-as.ts';
import { keyTime } from './groups.cursor.ts';
import { PERSON_COLUMNS } from './groups.sql.ts';

export interface GroupFollowerListRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  followed_at: Date | string;
  key_at: string;
}

const COLUMNS = `${PERSON_COLUMNS}, f.created_at AS followed_at, ${keyTime('f.created_at')} AS key_at`;

/**
 * A group's followers, newest first, as the caller sees them (group_followers_select: groups they
 * may see): a range of group_followers_recent_idx (group_id, created_at DESC, user_id DESC).
 * $1 group, $2 rows.
 */
export const FOLLOWERS_FIRST: Statement = {
  // Planned for its group each time (unnamed), as members pages are: groups differ too much in size.
  name: '',
  text: `SELECT ${COLUMNS} FROM group_followers f JOIN profiles p ON p.id = f.user_id
    WHERE f.group_id = $1::uuid
    ORDER BY f.created_at DESC, f.user_id DESC LIMIT $2`,
};

/** The page after a cursor: $3/$4 keyset (time as the cursor's text, user id). */
export const FOLLOWERS_AFTER: Statement = {
  name: '',
  text: `SELECT ${COLUMNS} FROM group_followers f JOIN profiles p ON p.id = f.user_id
    WHERE f.group_id = $1::uuid AND (f.created_at, f.user_id) < ($3::timestamptz, $4::uuid)
    ORDER BY f.created_at DESC, f.user_id DESC LIMIT $2`,
};
