/**
 * TanStack Query keys of people: public profiles, what hangs off them (events, groups, friends),
 * people search and the caller's blocked list. `viewer` is the signed-in user's id or 'visitor':
 * what a profile shows depends on who asks (privacy, blocks, the relationship), so signing in never
 * shows a visitor's answer from the cache.
 */
export const peopleKeys = {
  all: ['people'] as const,
  profiles: () => [...peopleKeys.all, 'profile'] as const,
  /** One public profile by username. */
  profile: (username: string, viewer: string) => [...peopleKeys.profiles(), username, viewer] as const,
  /** The lists of one profile (events, groups, friends), by username. */
  of: (username: string) => [...peopleKeys.all, 'of', username] as const,
  events: (username: string, viewer: string) => [...peopleKeys.of(username), 'events', viewer] as const,
  groups: (username: string, viewer: string) => [...peopleKeys.of(username), 'groups', viewer] as const,
  friends: (username: string, viewer: string) => [...peopleKeys.of(username), 'friends', viewer] as const,
  searches: () => [...peopleKeys.all, 'search'] as const,
  /** GET /people?q for the signed-in viewer. */
  search: (q: string, viewer: string) => [...peopleKeys.searches(), q, viewer] as const,
  /** The people the viewer blocked. */
  blocks: (viewer: string) => [...peopleKeys.all, 'blocks', viewer] as const,
};

/**
 * Where the social hub keeps its lists (timeline, friends, requests, suggestions, following): every
 * key of those lists starts with this, so a change of relationship marks them all stale at once.
 */
export const SOCIAL_LISTS_KEY = ['social'] as const;
