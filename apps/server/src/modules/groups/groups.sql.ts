import type { Statement } from '../../db/read-as.ts';
import { keyTime } from './groups.cursor.ts';

/**
 * The read statements of groups, run as the caller (readAs, or a transaction of withUser): the row
 * policies of migration 0026 decide what anyone sees. Each shape is one named statement.
 */

/** A group's own columns, named as GroupRow names them. */
export const GROUP_COLUMNS = `g.id, g.slug, g.name, g.description, g.category, g.city, g.visibility,
  g.logo_path AS "logoPath", g.cover_path AS "coverPath", g.created_at AS "createdAt",
  g.updated_at AS "updatedAt"`;

export interface GroupRow {
  id: string;
  slug: string;
  name: string;
  /** Sanitised HTML. */
  description: string | null;
  category: string;
  city: string | null;
  visibility: string;
  logoPath: string | null;
  coverPath: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** One group the caller may see: $1 id. */
export const GROUP_BY_ID: Statement = {
  name: 'groups_by_id',
  text: `SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $1::uuid`,
};

/** One group the caller may see: $1 slug. */
export const GROUP_BY_SLUG: Statement = {
  name: 'groups_by_slug',
  text: `SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.slug = $1`,
};

export interface GroupCountsRow {
  group_id: string;
  members: number;
  followers: number;
  upcoming_events: number;
}

/** Members, followers and upcoming events of the groups among $1 ids the caller may see. */
export const GROUP_COUNTS: Statement = {
  name: 'groups_counts',
  text: 'SELECT group_id, members, followers, upcoming_events FROM app.group_counts($1::uuid[])',
};

/** A person as group lists show them. */
export interface GroupPersonRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
}

export const PERSON_COLUMNS = 'p.id AS user_id, p.first_name, p.last_name, p.username, p.avatar_path';

export interface GroupLeaderRow extends GroupPersonRow {
  role: string;
}

/** At most this many organisers come with a group's page (the members list has them all). */
export const GROUP_LEADERS_MAX = 50;

/** The owner and the organisers of $1, owner first, then by joining. */
export const GROUP_LEADERS: Statement = {
  name: 'groups_leaders',
  text: `SELECT ${PERSON_COLUMNS}, m.role FROM group_members m JOIN profiles p ON p.id = m.user_id
    WHERE m.group_id = $1::uuid AND m.role IN ('owner', 'organizer')
    ORDER BY m.role = 'owner' DESC, m.created_at, m.user_id
    LIMIT ${GROUP_LEADERS_MAX}`,
};

export interface GroupViewerRow {
  role: string | null;
  following: boolean;
  invitation_id: string | null;
}

/** The caller's relation to $1: role, following, a pending invitation not expired. */
export const GROUP_VIEWER: Statement = {
  name: 'groups_viewer',
  text: `SELECT app.group_role($1::uuid) AS role,
      EXISTS (SELECT 1 FROM group_followers f
        WHERE f.group_id = $1::uuid AND f.user_id = app.current_user_id()) AS following,
      (SELECT i.id FROM group_invitations i
        WHERE i.group_id = $1::uuid AND i.user_id = app.current_user_id()
          AND i.status = 'pending' AND i.expires_at > now()
        ORDER BY i.created_at DESC LIMIT 1) AS invitation_id`,
};

/** A group of the list with its place in the order (search rank, creation time as the cursor's text). */
export interface GroupListRow extends GroupRow {
  rank: number;
  key_at: string;
}

/**
 * One page of the groups the caller may see (app.find_groups: folded term or null, category, city,
 * keyset rank/time/id, rows), each read back by id under the row policies, in the function's order.
 */
export const GROUP_LIST: Statement = {
  name: 'groups_list',
  text: `SELECT ${GROUP_COLUMNS}, s.rank, ${keyTime('s.created_at')} AS key_at
    FROM app.find_groups($1::text, $2::text, $3::text, $4::integer, $5::timestamptz, $6::uuid, $7::integer) s
    CROSS JOIN LATERAL (SELECT * FROM groups g WHERE g.id = s.id) g
    ORDER BY s.rank DESC, s.created_at DESC, s.id DESC`,
};
