import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../constants/attendance.ts';
import {
  FRIEND_REQUEST_AUDIENCES,
  FRIENDSHIP_STATES,
  SOCIAL_AUDIENCES,
  SOCIAL_LIMITS,
  SOCIAL_PAGE_MAX,
  SOCIAL_PAGE_SIZE,
  SUGGESTION_REASONS,
  TIMELINE_KINDS,
} from '../constants/social.ts';
import { eventListItemSchema } from './event-list.ts';
import { groupCardSchema } from './group.ts';
import { pageCursor, pageLimit, textField } from './primitives.ts';

/**
 * Social (issue 18): the contract of /api/v1/profiles/{username}/**, /api/v1/people,
 * /api/v1/me/{friends,friend-requests,friend-suggestions,following,blocks,timeline} and the privacy
 * settings (docs/decisions/0014-social.md lists every call). Every answer is checked against these
 * schemas on both sides. Dates are ISO 8601 strings; images are public URLs or null. People are
 * named by id in paths (usernames change); profiles by username.
 */

export const socialAudienceSchema = z.enum(SOCIAL_AUDIENCES, {
  message: 'validation.privacy.audience.invalid',
});
export const friendRequestAudienceSchema = z.enum(FRIEND_REQUEST_AUDIENCES, {
  message: 'validation.privacy.audience.invalid',
});
export const friendshipStateSchema = z.enum(FRIENDSHIP_STATES);
export const timelineKindSchema = z.enum(TIMELINE_KINDS);

const limit = pageLimit(SOCIAL_PAGE_MAX, SOCIAL_PAGE_SIZE);

const cursor = pageCursor();

const search = textField()
  .trim()
  .max(SOCIAL_LIMITS.search.max, { message: 'validation.people.q.too_long' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** A page of a list: `?cursor&limit`. */
export const socialPageQuerySchema = z.object({ cursor, limit });
export type SocialPageQuery = z.infer<typeof socialPageQuerySchema>;

/** A person as social lists show them. */
export const socialPersonSchema = z.object({
  id: z.guid(),
  username: z.string().nullable(),
  /** First and last name, or the username when both are empty. */
  name: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
});
export type SocialPerson = z.infer<typeof socialPersonSchema>;

/** How the signed-in caller stands with another person. */
export const relationshipSchema = z.object({
  friendship: friendshipStateSchema,
  /** The caller follows them. */
  following: z.boolean(),
  /** They follow the caller. */
  followsYou: z.boolean(),
  /** The caller blocked them (someone who blocked the caller is never shown to them at all). */
  blocked: z.boolean(),
  /** Their setting lets the caller send a friend request now. */
  canRequest: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** A person in a list the caller reads while signed in: with mutual friends and the relation. */
export const personCardSchema = socialPersonSchema.extend({
  mutualFriends: z.number().int().min(0),
  relationship: relationshipSchema.nullable(),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/** A page of people. `total` counts every match (null where counting is not offered). */
export const personPageSchema = z.object({
  items: z.array(personCardSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0).nullable(),
});
export type PersonPage = z.infer<typeof personPageSchema>;

/** GET /profiles/{username}: a public profile, as its owner's privacy settings allow the caller. */
export const profileDetailSchema = z.object({
  id: z.guid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  counts: z.object({
    /** Null when the caller may not see the friends list. */
    friends: z.number().int().min(0).nullable(),
    following: z.number().int().min(0),
    followers: z.number().int().min(0),
    /** Upcoming public events they organise, plus those they attend when the caller may see it. */
    events: z.number().int().min(0),
  }),
  /** The owner lets search engines and people search find them: without it, no SEO head. */
  findable: z.boolean(),
  isSelf: z.boolean(),
  canSeeFriends: z.boolean(),
  canSeeAttendance: z.boolean(),
  /** Null for visitors and for the owner. */
  relationship: relationshipSchema.nullable(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

/** GET /profiles/{username}/events: upcoming public events they organise or (as allowed) attend. */
export const profileEventSchema = eventListItemSchema.extend({
  role: z.enum(['organizer', 'attending']),
});
export type ProfileEvent = z.infer<typeof profileEventSchema>;
export const profileEventsResponseSchema = z.object({
  items: z.array(profileEventSchema),
  nextCursor: z.string().nullable(),
});
export type ProfileEventsResponse = z.infer<typeof profileEventsResponseSchema>;

/** GET /profiles/{username}/groups: the groups they belong to that the caller may see. */
export const profileGroupsResponseSchema = z.object({
  items: z.array(groupCardSchema),
  nextCursor: z.string().nullable(),
});
export type ProfileGroupsResponse = z.infer<typeof profileGroupsResponseSchema>;

/** GET /people?q: people search (by name and username, accents ignored). */
export const peopleSearchQuerySchema = z.object({ q: search, cursor, limit });
export type PeopleSearchQuery = z.infer<typeof peopleSearchQuerySchema>;

/** GET /me/friends?q: the caller's friends, optionally filtered by name. */
export const myFriendsQuerySchema = z.object({ q: search, cursor, limit });
export type MyFriendsQuery = z.infer<typeof myFriendsQuerySchema>;

/** GET /me/friend-requests?direction: requests received (default) or sent, newest first. */
export const friendRequestsQuerySchema = z.object({
  direction: z.enum(['received', 'sent'], { message: 'validation.invalid' }).default('received'),
  cursor,
  limit,
});
export type FriendRequestsQuery = z.infer<typeof friendRequestsQuerySchema>;
export const friendRequestSchema = z.object({ person: personCardSchema, requestedAt: z.string() });
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestsResponseSchema = z.object({
  items: z.array(friendRequestSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
});
export type FriendRequestsResponse = z.infer<typeof friendRequestsResponseSchema>;

/** GET /me/friend-suggestions: friends of friends first, then people going to the same events. */
export const friendSuggestionSchema = personCardSchema.extend({
  reason: z.enum(SUGGESTION_REASONS),
  /** Events both go to (for 'same_events'). */
  sharedEvents: z.number().int().min(0),
});
export type FriendSuggestion = z.infer<typeof friendSuggestionSchema>;
export const friendSuggestionsResponseSchema = z.object({ items: z.array(friendSuggestionSchema) });
export type FriendSuggestionsResponse = z.infer<typeof friendSuggestionsResponseSchema>;

/** GET /me/blocks: people the caller blocked, most recent first. */
export const blockedPersonSchema = z.object({ person: socialPersonSchema, blockedAt: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blocksResponseSchema = z.object({
  items: z.array(blockedPersonSchema),
  nextCursor: z.string().nullable(),
});
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/**
 * PUT/DELETE /me/friends/{id}, /me/following/{id}, /me/blocks/{id}: the relation after the change.
 * PUT /me/friends/{id} sends a request, or accepts theirs; DELETE cancels, declines or unfriends.
 */
export const relationshipResponseSchema = z.object({ relationship: relationshipSchema });
export type RelationshipResponse = z.infer<typeof relationshipResponseSchema>;

/** A timeline card: one thing, or the same thing done by several people, grouped. */
export const timelineItemSchema = z.object({
  /** Stable across pages: the React key and what the page after it skips. */
  id: z.string(),
  kind: timelineKindSchema,
  /** When the newest of the grouped actions happened. */
  at: z.string(),
  /** Up to TIMELINE_CARD_ACTORS people (for group_event: none; the group acts). */
  actors: z.array(socialPersonSchema),
  /** How many people did it in all (the card says "e mais N"). */
  actorCount: z.number().int().min(0),
  event: eventListItemSchema.nullable(),
  group: z
    .object({ id: z.guid(), slug: z.string(), name: z.string(), logoUrl: z.string().nullable() })
    .nullable(),
  /** The caller's own answer to the event, for the RSVP on the card (null: none or no event). */
  viewerAttendance: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/** GET /me/timeline?cursor&limit: newest first, keyset-paged. */
export const timelineResponseSchema = z.object({
  items: z.array(timelineItemSchema),
  nextCursor: z.string().nullable(),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;

/** GET /me/followed-groups: the groups the caller follows, most recently followed first. */
export const followedGroupsResponseSchema = profileGroupsResponseSchema;
export type FollowedGroupsResponse = ProfileGroupsResponse;
