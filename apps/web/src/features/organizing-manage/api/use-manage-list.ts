import {
  organizingCancelResponseSchema,
  organizingDuplicateResponseSchema,
  organizingResponseSchema,
} from '@eventos/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Under the "my events" root, so a change here refreshes /organizing and /participating too. */
export const manageListKey = ['my-events', 'organizing-all'] as const;

/** GET /api/v1/me/organizing/all — every event I organise, newest start first, a page at a time. */
export function useManageList() {
  return useInfiniteQuery({
    queryKey: manageListKey,
    queryFn: async ({ pageParam, signal }) =>
      organizingResponseSchema.parse(
        await apiFetch<unknown>('/api/v1/me/organizing/all', { query: { cursor: pageParam }, signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** POST /api/v1/me/organizing/duplicate — the selection copied as new drafts. */
export function useDuplicateEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (eventIds: string[]) =>
      organizingDuplicateResponseSchema.parse(
        await apiFetch<unknown>('/api/v1/me/organizing/duplicate', { method: 'POST', json: { eventIds } }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['my-events'] }),
  });
}

/** POST /api/v1/me/organizing/cancel — the selection's published future events cancelled. */
export function useCancelEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (eventIds: string[]) =>
      organizingCancelResponseSchema.parse(
        await apiFetch<unknown>('/api/v1/me/organizing/cancel', { method: 'POST', json: { eventIds } }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['my-events'] }),
  });
}
