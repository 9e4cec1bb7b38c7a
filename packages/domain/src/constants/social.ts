/** Social (issue 18): friendships, follows, blocks, privacy audiences and the sizes of their lists. */

/** Who may see something of a person's (their attendance, their friends list). */
export const SOCIAL_AUDIENCES = ['everyone', 'friends', 'only_me'] as const;
export type SocialAudience = (typeof SOCIAL_AUDIENCES)[number];

/** Who may send a person a friend request. */
export const FRIEND_REQUEST_AUDIENCES = ['everyone', 'friends_of_friends', 'nobody'] as const;
export type FriendRequestAudience = (typeof FRIEND_REQUEST_AUDIENCES)[number];

/** How the caller stands with another person, friendship-wise. */
export const FRIENDSHIP_STATES = ['none', 'friends', 'request_sent', 'request_received'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

/** What a timeline card tells. */
export const TIMELINE_KINDS = ['event_created', 'event_going', 'group_joined', 'group_event'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Why a person is suggested as a friend. */
export const SUGGESTION_REASONS = ['friends_of_friends', 'same_events'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export const SOCIAL_PAGE_SIZE = 20;
export const SOCIAL_PAGE_MAX = 50;
/** Names shown on a grouped timeline card ("Ana, Bia e mais 3"). */
export const TIMELINE_CARD_ACTORS = 3;
export const FRIEND_SUGGESTIONS_MAX = 12;

export const SOCIAL_LIMITS = {
  /** A people search term. */
  search: { max: 100 },
  /** The city on a profile. */
  city: { max: 80 },
} as const;
