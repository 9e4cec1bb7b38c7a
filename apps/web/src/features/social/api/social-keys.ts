import { SOCIAL_LISTS_KEY } from '../../people/api/people-keys.ts';

/**
 * TanStack Query keys of the social hub. Every list starts with SOCIAL_LISTS_KEY, so a change of
 * relationship anywhere (a profile, a person card, the notification panel) marks them all stale.
 * `viewer` is the signed-in user's id: one person's lists never show for another.
 */
export const socialKeys = {
  all: SOCIAL_LISTS_KEY,
  timeline: (viewer: string) => [...SOCIAL_LISTS_KEY, 'timeline', viewer] as const,
  requests: (direction: 'received' | 'sent', viewer: string) =>
    [...SOCIAL_LISTS_KEY, 'requests', direction, viewer] as const,
  friends: (q: string, viewer: string) => [...SOCIAL_LISTS_KEY, 'friends', q, viewer] as const,
  suggestions: (viewer: string) => [...SOCIAL_LISTS_KEY, 'suggestions', viewer] as const,
  following: (viewer: string) => [...SOCIAL_LISTS_KEY, 'following', viewer] as const,
  followedGroups: (viewer: string) => [...SOCIAL_LISTS_KEY, 'followed-groups', viewer] as const,
};
