import type { CategoryKey } from '@eventos/domain';

/** The filters of a list of groups as GET /groups takes them (unset ones left out). */
export interface GroupListFilters {
  q?: string;
  category?: CategoryKey;
  city?: string;
}

/**
 * TanStack Query keys of the groups feature. `viewer` is the signed-in user's id or 'visitor':
 * what a group shows (private groups, the viewer's role) depends on who asks, so signing in never
 * shows a visitor's answer from the cache.
 */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (filters: GroupListFilters, limit: number, viewer: string) =>
    [...groupKeys.lists(), filters, limit, viewer] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  /** One group by the slug or the id it was asked for. */
  detail: (idOrSlug: string, viewer: string) => [...groupKeys.details(), idOrSlug, viewer] as const,
  /** What hangs off one group (its events and followers), by id. */
  of: (groupId: string) => [...groupKeys.all, 'of', groupId] as const,
  events: (groupId: string, when: 'upcoming' | 'past', viewer: string) =>
    [...groupKeys.of(groupId), 'events', when, viewer] as const,
  followers: (groupId: string, viewer: string) => [...groupKeys.of(groupId), 'followers', viewer] as const,
  /** The invitations waiting for the signed-in person. */
  myInvitations: (viewer: string) => [...groupKeys.all, 'my-invitations', viewer] as const,
};
