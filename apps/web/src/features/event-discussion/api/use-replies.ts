import { type ReplyPage, replyPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { discussionKeys } from './discussion-keys.ts';
import { commentPath, readOptions } from './discussion-paths.ts';

/** GET /api/v1/comments/{id}/replies — a thread's replies, oldest first. */
export async function fetchReplies(
  rootId: string,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<ReplyPage> {
  const body = await apiFetch<unknown>(commentPath(rootId, '/replies'), {
    query: { cursor },
    ...readOptions(viewer, signal),
  });
  return replyPageSchema.parse(body);
}

/** Every reply of a thread, read once `enabled` ("Ver mais respostas"). */
export function useReplies(eventId: string, rootId: string, viewer: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: discussionKeys.replies(eventId, rootId, viewer),
    queryFn: ({ pageParam, signal }) => fetchReplies(rootId, pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
