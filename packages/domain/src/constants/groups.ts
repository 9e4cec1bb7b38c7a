/** Groups (issue 17): roles, visibility, invitation states and the sizes of their fields and lists. */

/** A member's role: one owner; organisers change the group and run its events; members take part. */
export const GROUP_ROLES = ['owner', 'organizer', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Roles that change the group, invite people and manage its events. */
export const GROUP_MANAGER_ROLES: readonly GroupRole[] = ['owner', 'organizer'];

/** Public: everyone sees the page, its members and its public events. Private: members only. */
export const GROUP_VISIBILITIES = ['public', 'private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

export const GROUP_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type GroupInvitationStatus = (typeof GROUP_INVITATION_STATUSES)[number];

/** Days an invitation stays open; after that it reads as expired and cannot be accepted. */
export const GROUP_INVITATION_DAYS = 14;

export const GROUP_LIMITS = {
  name: { min: 3, max: 80 },
  /** Rich text as HTML, before sanitising. */
  description: { max: 10_000 },
  city: { max: 80 },
  search: { max: 100 },
  /** People invited in one request (usernames and e-mails together). */
  invitations: { max: 50 },
} as const;

export const GROUP_PAGE_SIZE = 20;
export const GROUP_PAGE_MAX = 50;

/** Longest slug base of a group; suffixes (-1, -2…) come on top. */
export const GROUP_SLUG_MAX_BASE = 60;
