import { type SQL, sql } from 'drizzle-orm';
import type { Statement } from '../../db/read-as.ts';
import { keyTime } from './groups.cursor.ts';

/**
 * The read statements of group invitations, run as the caller: the row policies of migration 0026
 * show a group's invitations to its owner and organisers only, and a person their own.
 */

/** An invitation as the organisers' list shows it, with the invited person and who invited. */
export interface GroupInvitationRow {
  id: string;
  email: string | null;
  status: string;
  expired: boolean;
  created_at: Date | string;
  /** created_at to the microsecond, for the cursor. */
  key_at: string;
  expires_at: Date | string;
  responded_at: Date | string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  by_id: string | null;
  by_first_name: string | null;
  by_last_name: string | null;
  by_username: string | null;
  by_avatar_path: string | null;
}

/**
 * A page of a group's invitations, newest first: $1 group, $2 status or null for all, $3/$4 the
 * cursor (created_at, id) or nulls, $5 rows to read.
 */
export const GROUP_INVITATIONS_PAGE: Statement = {
  name: 'group_invitations_page',
  text: `SELECT i.id, i.email, i.status, (i.status = 'pending' AND i.expires_at <= now()) AS expired,
      i.created_at, ${keyTime('i.created_at')} AS key_at, i.expires_at, i.responded_at,
      p.id AS user_id, p.first_name, p.last_name, p.username, p.avatar_path,
      b.id AS by_id, b.first_name AS by_first_name, b.last_name AS by_last_name,
      b.username AS by_username, b.avatar_path AS by_avatar_path
    FROM group_invitations i
    LEFT JOIN profiles p ON p.id = i.user_id
    LEFT JOIN profiles b ON b.id = i.invited_by
    WHERE i.group_id = $1::uuid
      AND ($2::text IS NULL OR i.status = $2::text)
      AND ($3::timestamptz IS NULL OR (i.created_at, i.id) < ($3::timestamptz, $4::uuid))
    ORDER BY i.created_at DESC, i.id DESC
    LIMIT $5`,
};

/** A pending invitation of the caller with its group (app.my_group_invitations, migration 0028). */
export interface MyGroupInvitationRow {
  invitation_id: string;
  group_id: string;
  slug: string;
  name: string;
  description: string | null;
  category: string;
  city: string | null;
  visibility: string;
  logo_path: string | null;
  cover_path: string | null;
  group_created_at: Date | string;
  created_at: Date | string;
  expires_at: Date | string;
  members: number;
  followers: number;
  upcoming_events: number;
  by_id: string | null;
  by_first_name: string | null;
  by_last_name: string | null;
  by_username: string | null;
  by_avatar_path: string | null;
}

/** The most invitations GET /me/group-invitations lists (newest first). */
export const MY_GROUP_INVITATIONS_MAX = 100;

/** The caller's invitations waiting for an answer (pending, not expired), newest first. */
export const MY_GROUP_INVITATIONS: Statement = {
  name: 'group_invitations_mine',
  text: `SELECT i.invitation_id, i.group_id, i.slug, i.name, i.description, i.category, i.city,
      i.visibility, i.logo_path, i.cover_path, i.group_created_at, i.created_at, i.expires_at,
      i.members, i.followers, i.upcoming_events,
      b.id AS by_id, b.first_name AS by_first_name, b.last_name AS by_last_name,
      b.username AS by_username, b.avatar_path AS by_avatar_path
    FROM app.my_group_invitations() i
    LEFT JOIN profiles b ON b.id = i.invited_by
    WHERE i.expires_at > now()
    ORDER BY i.created_at DESC, i.invitation_id DESC
    LIMIT ${MY_GROUP_INVITATIONS_MAX}`,
};

/**
 * The caller's pending invitation to one group, named by id or slug: one not expired first, else
 * the newest expired one (answering it says it expired).
 */
export function myInvitationToGroup(ref: { id: string } | { slug: string }): SQL {
  const which = 'id' in ref ? sql`i.group_id = ${ref.id}::uuid` : sql`i.slug = ${ref.slug}`;
  return sql`SELECT i.invitation_id FROM app.my_group_invitations() i WHERE ${which}
    ORDER BY i.expires_at > now() DESC, i.created_at DESC, i.invitation_id DESC LIMIT 1`;
}
