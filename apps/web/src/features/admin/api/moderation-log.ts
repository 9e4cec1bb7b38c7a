import { type ModerationLogPage, moderationLogPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/v1/admin/moderation-log — a keyset page of actions, newest first. */
export async function fetchModerationLog(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModerationLogPage> {
  const body = await apiFetch<unknown>('/api/v1/admin/moderation-log', {
    query: { cursor },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return moderationLogPageSchema.parse(body);
}

/** Every moderation action, a page at a time. */
export function useModerationLog(enabled = true) {
  return useInfiniteQuery({
    queryKey: adminKeys.moderationLog(),
    queryFn: ({ pageParam, signal }) => fetchModerationLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
