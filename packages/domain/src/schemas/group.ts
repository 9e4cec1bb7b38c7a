import { z } from 'zod';
import {
  GROUP_INVITATION_STATUSES,
  GROUP_LIMITS,
  GROUP_PAGE_MAX,
  GROUP_PAGE_SIZE,
  GROUP_ROLES,
  GROUP_VISIBILITIES,
} from '../constants/groups.ts';
import { emailField, usernameField } from './account.ts';
import { eventCategorySchema } from './event.ts';
import { eventListItemSchema } from './event-list.ts';
import { pageCursor, pageLimit, textField } from './primitives.ts';

/**
 * Groups (issue 17): the contract of /api/v1/groups/**, /api/v1/me/groups, /api/v1/me/group-invitations
 * and /api/v1/group-invitations/accept-link (docs/decisions/0011-groups.md lists every call). Every
 * answer is checked against these schemas on both sides.
 * Dates are ISO 8601 strings; images are public URLs or null.
 */

export const groupRoleSchema = z.enum(GROUP_ROLES, { message: 'validation.group.role.invalid' });
export const groupVisibilitySchema = z.enum(GROUP_VISIBILITIES, {
  message: 'validation.group.visibility.invalid',
});
export const groupInvitationStatusSchema = z.enum(GROUP_INVITATION_STATUSES);

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const limit = pageLimit(GROUP_PAGE_MAX, GROUP_PAGE_SIZE);

const cursor = pageCursor();

const search = textField()
  .trim()
  .max(GROUP_LIMITS.search.max, { message: 'validation.groups.q.too_long' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** POST /groups and PUT /groups/{id}: what the create and edit forms send. */
export const groupInputSchema = z.object({
  name: textField('validation.group.name.too_short')
    .trim()
    .min(GROUP_LIMITS.name.min, { message: 'validation.group.name.too_short' })
    .max(GROUP_LIMITS.name.max, { message: 'validation.group.name.too_long' }),
  /** Rich text as HTML; the server sanitises it before storing (like an event's description). */
  description: textField()
    .max(GROUP_LIMITS.description.max, { message: 'validation.group.description.too_long' })
    .nullish()
    .transform((v) => (v?.trim() ? v : null)),
  category: z.preprocess(
    blankToUndefined,
    z.enum(eventCategorySchema.options, { message: 'validation.group.category.required' }),
  ),
  city: textField()
    .trim()
    .max(GROUP_LIMITS.city.max, { message: 'validation.group.city.too_long' })
    .nullish()
    .transform((v) => (v ? v : null)),
  visibility: groupVisibilitySchema.default('public'),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

/** A person as group lists show them. */
export const groupPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type GroupPerson = z.infer<typeof groupPersonSchema>;

export const groupCountsSchema = z.object({
  members: z.number().int().min(0),
  followers: z.number().int().min(0),
  upcomingEvents: z.number().int().min(0),
});
export type GroupCounts = z.infer<typeof groupCountsSchema>;

/** A group in a list (/groups, search, my groups). */
export const groupCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  city: z.string().nullable(),
  visibility: groupVisibilitySchema,
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** Plain text taken from the description, at most 200 characters, for the card. */
  excerpt: z.string().nullable(),
  counts: groupCountsSchema,
  createdAt: z.string(),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

/** The caller's relation to a group: null role for visitors and people outside it. */
export const groupViewerSchema = z.object({
  role: groupRoleSchema.nullable(),
  following: z.boolean(),
  /** An invitation waiting for the caller's answer, if any. */
  invitationId: z.uuid().nullable(),
  /** Owner and organisers: edit, invite, manage members and events. */
  canManage: z.boolean(),
  /** Owner only: transfer and delete. */
  isOwner: z.boolean(),
});
export type GroupViewer = z.infer<typeof groupViewerSchema>;

/** GET /groups/{id or slug}, and the answer of POST /groups and PUT /groups/{id}. */
export const groupDetailSchema = groupCardSchema.extend({
  /** Sanitised HTML. */
  description: z.string().nullable(),
  owner: groupPersonSchema,
  /** Owner and organisers, owner first. */
  organizers: z.array(groupPersonSchema),
  viewer: groupViewerSchema,
  updatedAt: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** GET /groups?q=&category=&city=&cursor=&limit= (newest first; with q, best match first). */
export const groupListQuerySchema = z.object({
  q: search,
  category: z.preprocess(
    blankToUndefined,
    z.enum(eventCategorySchema.options, { message: 'validation.groups.category.invalid' }).optional(),
  ),
  city: textField()
    .trim()
    .max(GROUP_LIMITS.city.max, { message: 'validation.groups.city.too_long' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  cursor,
  limit,
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

export const groupListResponseSchema = z.object({
  items: z.array(groupCardSchema),
  nextCursor: z.string().nullable(),
});
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

/** GET /me/groups?role=manager|any: groups I belong to (manager: where I may create events). */
export const myGroupsQuerySchema = z.object({
  role: z.preprocess(
    blankToUndefined,
    z.enum(['any', 'manager'], { message: 'validation.groups.role.invalid' }).default('any'),
  ),
  cursor,
  limit,
});
export type MyGroupsQuery = z.infer<typeof myGroupsQuerySchema>;

export const myGroupSchema = groupCardSchema.extend({ role: groupRoleSchema });
export type MyGroup = z.infer<typeof myGroupSchema>;

export const myGroupsResponseSchema = z.object({
  items: z.array(myGroupSchema),
  nextCursor: z.string().nullable(),
});
export type MyGroupsResponse = z.infer<typeof myGroupsResponseSchema>;

/** GET /groups/{id}/events?when=upcoming|past: the group's events as cards. */
export const groupEventsQuerySchema = z.object({
  when: z.preprocess(
    blankToUndefined,
    z.enum(['upcoming', 'past'], { message: 'validation.groups.when.invalid' }).default('upcoming'),
  ),
  cursor,
  limit,
});
export type GroupEventsQuery = z.infer<typeof groupEventsQuerySchema>;

export const groupEventsResponseSchema = z.object({
  items: z.array(eventListItemSchema),
  nextCursor: z.string().nullable(),
});
export type GroupEventsResponse = z.infer<typeof groupEventsResponseSchema>;

/**
 * PUT/DELETE /groups/{id}/membership (join a public group, leave any) and PUT/DELETE
 * /groups/{id}/follow: the caller's new relation and the counts.
 */
export const groupRelationResponseSchema = z.object({
  viewer: groupViewerSchema,
  counts: groupCountsSchema,
});
export type GroupRelationResponse = z.infer<typeof groupRelationResponseSchema>;

/** One member as /groups/{id}/members lists them. */
export const groupMemberSchema = groupPersonSchema.extend({
  role: groupRoleSchema,
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** GET /groups/{id}/members?q=&role=&cursor=&limit= (owner, organisers, then members by joining). */
export const groupMembersQuerySchema = z.object({
  q: search,
  role: z.preprocess(blankToUndefined, groupRoleSchema.optional()),
  cursor,
  limit,
});
export type GroupMembersQuery = z.infer<typeof groupMembersQuerySchema>;

export const groupMembersResponseSchema = z.object({
  items: z.array(groupMemberSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
});
export type GroupMembersResponse = z.infer<typeof groupMembersResponseSchema>;

/** PATCH /groups/{id}/members/{userId}: the owner makes a member an organiser or back. */
export const groupRoleChangeSchema = z.object({
  role: z.enum(['organizer', 'member'], { message: 'validation.group.role.invalid' }),
});
export type GroupRoleChange = z.infer<typeof groupRoleChangeSchema>;

/** GET /groups/{id}/followers?cursor=&limit= (newest first). */
export const groupFollowersQuerySchema = z.object({ cursor, limit });
export type GroupFollowersQuery = z.infer<typeof groupFollowersQuerySchema>;

export const groupFollowerSchema = groupPersonSchema.extend({ followedAt: z.string() });
export type GroupFollower = z.infer<typeof groupFollowerSchema>;

export const groupFollowersResponseSchema = z.object({
  items: z.array(groupFollowerSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
});
export type GroupFollowersResponse = z.infer<typeof groupFollowersResponseSchema>;

/** POST /groups/{id}/invitations: people by username and/or e-mail, at most 50 in all. */
export const groupInvitationInputSchema = z
  .object({
    usernames: z
      .array(
        z.preprocess((v) => (typeof v === 'string' ? v.trim().replace(/^@+/, '') : v), usernameField),
        {
          message: 'validation.group_invitations.usernames.invalid',
        },
      )
      .default([]),
    emails: z
      .array(emailField, { message: 'validation.group_invitations.emails.invalid' })
      .default([])
      .transform((emails) => [...new Set(emails.map((e) => e.toLowerCase()))]),
  })
  .superRefine((v, ctx) => {
    const total = v.usernames.length + v.emails.length;
    if (total === 0)
      ctx.addIssue({ code: 'custom', path: ['usernames'], message: 'validation.group_invitations.required' });
    if (total > GROUP_LIMITS.invitations.max)
      ctx.addIssue({ code: 'custom', path: ['usernames'], message: 'validation.group_invitations.too_many' });
  });
export type GroupInvitationInput = z.infer<typeof groupInvitationInputSchema>;

/** What became of each name or address asked for. */
export const groupInvitationResultSchema = z.object({
  invited: z.array(z.string()),
  /** E-mails with no account: a link was sent to them. */
  emailed: z.array(z.string()),
  unknown: z.array(z.string()),
  alreadyMember: z.array(z.string()),
  alreadyInvited: z.array(z.string()),
  /**
   * E-mails with no account whose link could not be sent just now (the mail server refused or was
   * unreachable): their invitation was withdrawn, so inviting them again later works.
   */
  notSent: z.array(z.string()).optional(),
});
export type GroupInvitationResult = z.infer<typeof groupInvitationResultSchema>;

/** An invitation as the group's organisers see it (GET /groups/{id}/invitations). */
export const groupInvitationSchema = z.object({
  id: z.uuid(),
  /** The invited person when they have an account; null for an e-mail not yet accepted. */
  person: groupPersonSchema.nullable(),
  email: z.string().nullable(),
  status: groupInvitationStatusSchema,
  /** Pending past its expiry. */
  expired: z.boolean(),
  invitedBy: groupPersonSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type GroupInvitation = z.infer<typeof groupInvitationSchema>;

export const groupInvitationsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, groupInvitationStatusSchema.optional()),
  cursor,
  limit,
});
export type GroupInvitationsQuery = z.infer<typeof groupInvitationsQuerySchema>;

export const groupInvitationsResponseSchema = z.object({
  items: z.array(groupInvitationSchema),
  nextCursor: z.string().nullable(),
});
export type GroupInvitationsResponse = z.infer<typeof groupInvitationsResponseSchema>;

/** GET /me/group-invitations: invitations waiting for my answer, with their group. */
export const myGroupInvitationSchema = z.object({
  id: z.uuid(),
  group: groupCardSchema,
  invitedBy: groupPersonSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyGroupInvitation = z.infer<typeof myGroupInvitationSchema>;

export const myGroupInvitationsResponseSchema = z.object({ items: z.array(myGroupInvitationSchema) });
export type MyGroupInvitationsResponse = z.infer<typeof myGroupInvitationsResponseSchema>;

/**
 * POST /groups/{id}/invitation/accept|decline (the caller's pending invitation to that group), and
 * POST /group-invitations/accept-link {token} (the e-mailed link): the group to go to.
 */
export const groupInvitationAnswerSchema = z.object({
  groupId: z.uuid(),
  slug: z.string(),
  role: groupRoleSchema.nullable(),
});
export type GroupInvitationAnswer = z.infer<typeof groupInvitationAnswerSchema>;

export const groupInvitationLinkSchema = z.object({
  token: textField('validation.group_invitations.token.invalid', 'validation.group_invitations.token.invalid')
    .trim()
    .min(20, { message: 'validation.group_invitations.token.invalid' })
    .max(200, { message: 'validation.group_invitations.token.invalid' }),
});
export type GroupInvitationLink = z.infer<typeof groupInvitationLinkSchema>;

/** The group's name typed again, for transfer and delete. */
const confirmName = textField('validation.group.confirm_name.mismatch').trim();

/** POST /groups/{id}/transfer: to another member; the old owner becomes an organiser. */
export const groupTransferSchema = z.object({
  userId: z.uuid({ message: 'validation.group.transfer.member_required' }),
  confirmName,
});
export type GroupTransfer = z.infer<typeof groupTransferSchema>;

/** DELETE /groups/{id} {confirmName}: the group's events are cancelled and their people told. */
export const groupDeleteSchema = z.object({ confirmName });
export type GroupDelete = z.infer<typeof groupDeleteSchema>;

/** One day of a series (São Paulo day, YYYY-MM-DD). */
export const groupDaySchema = z.object({ day: z.string(), value: z.number().int().min(0) });

/** GET /groups/{id}/dashboard (owner and organisers): the last 90 days and what needs attention. */
export const groupDashboardSchema = z.object({
  counts: groupCountsSchema,
  /** Members and followers at the end of each day, oldest first, every day present. */
  membersOverTime: z.array(groupDaySchema),
  followersOverTime: z.array(groupDaySchema),
  upcomingEvents: z.array(
    z.object({
      event: eventListItemSchema,
      going: z.number().int().min(0),
      waitlisted: z.number().int().min(0),
      capacity: z.number().int().nullable(),
    }),
  ),
  pendingInvitations: z.number().int().min(0),
});
export type GroupDashboard = z.infer<typeof groupDashboardSchema>;
