import { type GroupEventsResponse, groupEventsResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';
import { groupPath } from './use-group-detail.ts';
import { readOptions } from './viewer-request.ts';

export type GroupEventsWhen = 'upcoming' | 'past';

/** Event cards per page: a multiple of 1, 2 and 3 columns. */
export const GROUP_EVENTS_PAGE_SIZE = 6;

/** GET /api/v1/groups/{id}/events?when= — one keyset page of the group's events. */
export async function fetchGroupEvents(
  groupId: string,
  when: GroupEventsWhen,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<GroupEventsResponse> {
  const body = await apiFetch<unknown>(groupPath(groupId, '/events'), {
    query: { when, cursor, limit: GROUP_EVENTS_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return groupEventsResponseSchema.parse(body);
}

/** The group's upcoming (soonest first) or past (latest first) events, a page at a time. */
export function useGroupEvents(groupId: string, when: GroupEventsWhen, viewer: string) {
  return useInfiniteQuery({
    queryKey: groupKeys.events(groupId, when, viewer),
    queryFn: ({ pageParam, signal }) => fetchGroupEvents(groupId, when, pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
