import type { EventListApiQuery } from '../lib/event-list-query.ts';

/** TanStack Query keys of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventListApiQuery, limit: number) => [...eventKeys.lists(), query, limit] as const,
  windows: () => [...eventKeys.all, 'window'] as const,
  /** Every event of a query (a calendar month, the map), pages followed to the end or a cap. */
  window: (query: EventListApiQuery) => [...eventKeys.windows(), query] as const,
};
