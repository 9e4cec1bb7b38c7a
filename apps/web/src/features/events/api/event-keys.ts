import type { EventListApiQuery } from '../lib/event-list-query.ts';

/** TanStack Query keys of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventListApiQuery, limit: number) => [...eventKeys.lists(), query, limit] as const,
  windows: () => [...eventKeys.all, 'window'] as const,
  /** Every event of a query (a calendar month, the map), pages followed to the end or a cap. */
  window: (query: EventListApiQuery) => [...eventKeys.windows(), query] as const,
  attendances: () => [...eventKeys.all, 'attendance'] as const,
  /**
   * Counts, the caller's own answer and whether RSVPs are open, of one event (by id). `viewer` is
   * the signed-in user's id or 'visitor': signing in never shows the visitor's answer from the cache.
   */
  attendance: (eventId: string, viewer: string) => [...eventKeys.attendances(), eventId, viewer] as const,
};
