import type { GroupInvitation, GroupInvitationStatus, GroupPerson, MyGroupInvitation } from '@eventos/domain';
import type { GroupInvitationRow, MyGroupInvitationRow } from './group-invitations.sql.ts';
import { toGroupCard, toGroupPerson } from './groups.presenter.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Who invited, from the by_* columns; null once that account is gone. */
function invitedBy(row: {
  by_id: string | null;
  by_first_name: string | null;
  by_last_name: string | null;
  by_username: string | null;
  by_avatar_path: string | null;
}): GroupPerson | null {
  if (!row.by_id) return null;
  return toGroupPerson({
    user_id: row.by_id,
    first_name: row.by_first_name,
    last_name: row.by_last_name,
    username: row.by_username,
    avatar_path: row.by_avatar_path,
  });
}

/** An invitation as the group's owner and organisers see it. */
export function toGroupInvitation(row: GroupInvitationRow): GroupInvitation {
  return {
    id: row.id,
    person: row.user_id ? toGroupPerson({ ...row, user_id: row.user_id }) : null,
    email: row.email,
    status: row.status as GroupInvitationStatus,
    expired: row.expired,
    invitedBy: invitedBy(row),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    respondedAt: row.responded_at === null ? null : iso(row.responded_at),
  };
}

/**
 * An invitation waiting for the caller's answer, with the card of its group. A private group's
 * logo and cover are served to its members only (group-images), so the card of one the caller is
 * only invited to goes without them rather than with images that would not load.
 */
export function toMyGroupInvitation(row: MyGroupInvitationRow): MyGroupInvitation {
  const images = row.visibility === 'public';
  return {
    id: row.invitation_id,
    group: toGroupCard(
      {
        id: row.group_id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        category: row.category,
        city: row.city,
        visibility: row.visibility,
        logoPath: images ? row.logo_path : null,
        coverPath: images ? row.cover_path : null,
        createdAt: row.group_created_at,
        updatedAt: row.group_created_at,
      },
      {
        group_id: row.group_id,
        members: row.members,
        followers: row.followers,
        upcoming_events: row.upcoming_events,
      },
    ),
    invitedBy: invitedBy(row),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
  };
}
