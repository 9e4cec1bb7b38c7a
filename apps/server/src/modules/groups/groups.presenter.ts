import {
  GROUP_MANAGER_ROLES,
  type GroupCard,
  type GroupCounts,
  type GroupDetail,
  type GroupFollower,
  type GroupMember,
  type GroupPerson,
  type GroupRole,
  type GroupViewer,
  type GroupVisibility,
  htmlToPlainText,
} from '@eventos/domain';
import type {
  GroupCountsRow,
  GroupLeaderRow,
  GroupPersonRow,
  GroupRow,
  GroupViewerRow,
} from './groups.sql.ts';

/** Characters of the description a card shows. */
export const GROUP_EXCERPT_LENGTH = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The public URL of a file under /uploads (an avatar, a logo, a cover), or null. */
export const uploadUrl = (path: string | null): string | null =>
  path ? `/uploads/${path.replace(/^\/+/, '')}` : null;

/** At most `max` characters of the description's text, cut at a word, with an ellipsis. */
export function excerptOf(description: string | null, max = GROUP_EXCERPT_LENGTH): string | null {
  if (!description) return null;
  const flat = htmlToPlainText(description).replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function toGroupCounts(row: GroupCountsRow | undefined): GroupCounts {
  return {
    members: row?.members ?? 0,
    followers: row?.followers ?? 0,
    upcomingEvents: row?.upcoming_events ?? 0,
  };
}

/** A person by their name, else their username. */
export function toGroupPerson(row: GroupPersonRow): GroupPerson {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.user_id,
    name: name || row.username || '',
    username: row.username,
    avatarUrl: uploadUrl(row.avatar_path),
  };
}

export function toGroupCard(row: GroupRow, counts: GroupCountsRow | undefined): GroupCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    city: row.city,
    visibility: row.visibility as GroupVisibility,
    logoUrl: uploadUrl(row.logoPath),
    coverUrl: uploadUrl(row.coverPath),
    excerpt: excerptOf(row.description),
    counts: toGroupCounts(counts),
    createdAt: iso(row.createdAt),
  };
}

/** The caller's relation to the group; a visitor's is empty. */
export function toGroupViewer(row: GroupViewerRow | undefined): GroupViewer {
  const role = (row?.role ?? null) as GroupRole | null;
  return {
    role,
    following: row?.following ?? false,
    invitationId: role === null ? (row?.invitation_id ?? null) : null,
    canManage: role !== null && GROUP_MANAGER_ROLES.includes(role),
    isOwner: role === 'owner',
  };
}

/** The page of a group: the card, its description, owner and organisers, and the caller's relation. */
export function toGroupDetail(
  row: GroupRow,
  counts: GroupCountsRow | undefined,
  leaders: GroupLeaderRow[],
  viewer: GroupViewerRow | undefined,
): GroupDetail {
  const owner = leaders.find((l) => l.role === 'owner');
  return {
    ...toGroupCard(row, counts),
    description: row.description,
    owner: owner
      ? toGroupPerson(owner)
      : // A group keeps one owner (migration 0026); this only shows while one is being handed over.
        { id: '00000000-0000-0000-0000-000000000000', name: '', username: null, avatarUrl: null },
    organizers: leaders.map(toGroupPerson),
    viewer: toGroupViewer(viewer),
    updatedAt: iso(row.updatedAt),
  };
}

export interface GroupMemberRow extends GroupPersonRow {
  role: string;
  joined_at: Date | string;
}

export function toGroupMember(row: GroupMemberRow): GroupMember {
  return { ...toGroupPerson(row), role: row.role as GroupRole, joinedAt: iso(row.joined_at) };
}

export interface GroupFollowerRow extends GroupPersonRow {
  followed_at: Date | string;
}

export function toGroupFollower(row: GroupFollowerRow): GroupFollower {
  return { ...toGroupPerson(row), followedAt: iso(row.followed_at) };
}
