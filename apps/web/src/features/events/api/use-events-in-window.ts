import { EVENT_LIST_MAX_LIMIT, type EventListItem } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import type { EventListApiQuery } from '../lib/event-list-query.ts';
import { eventKeys } from './event-keys.ts';
import { fetchEvents } from './fetch-events.ts';

/** Pages of 50 followed at most this many times: a month or a map stays a few requests. */
export const WINDOW_MAX_PAGES = 4;

export interface EventsInWindow {
  items: EventListItem[];
  /** True when the cap stopped the paging before the end. */
  truncated: boolean;
}

/** Follows nextCursor from the first page until the end or `maxPages`. */
export async function fetchEventsInWindow(
  query: EventListApiQuery,
  signal?: AbortSignal,
  maxPages = WINDOW_MAX_PAGES,
): Promise<EventsInWindow> {
  const items: EventListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const response = await fetchEvents({ ...query, limit: EVENT_LIST_MAX_LIMIT, cursor, signal });
    items.push(...response.items);
    cursor = response.nextCursor;
    if (!cursor) return { items, truncated: false };
  }
  return { items, truncated: true };
}

/** Every event of a query at once, for the calendar month and the map. */
export function useEventsInWindow(query: EventListApiQuery) {
  return useQuery({
    queryKey: eventKeys.window(query),
    queryFn: ({ signal }) => fetchEventsInWindow(query, signal),
  });
}
