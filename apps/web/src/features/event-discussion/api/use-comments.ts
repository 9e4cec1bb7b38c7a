import { type CommentOrder, type CommentPage, commentPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { discussionKeys } from './discussion-keys.ts';
import { eventPath, readOptions } from './discussion-paths.ts';

/** Where a page starts: the top, a cursor (either way), or the thread of one comment. */
export type CommentPageParam = { cursor: string | null; around: string | null };

/** GET /api/v1/events/{id}/comments — a keyset page of top-level comments with their first replies. */
export async function fetchComments(
  eventId: string,
  order: CommentOrder,
  param: CommentPageParam,
  viewer: string,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const body = await apiFetch<unknown>(eventPath(eventId, '/comments'), {
    query: { order, cursor: param.cursor, around: param.around },
    ...readOptions(viewer, signal),
  });
  return commentPageSchema.parse(body);
}

/**
 * The discussion of an event, a page at a time: from the top, or (`around`) from the thread of the
 * comment an anchor names, with the comments before it a page at a time on request.
 */
export function useComments(eventId: string, order: CommentOrder, around: string | null, viewer: string) {
  return useInfiniteQuery({
    queryKey: discussionKeys.comments(eventId, order, around, viewer),
    queryFn: ({ pageParam, signal }) => fetchComments(eventId, order, pageParam, viewer, signal),
    initialPageParam: { cursor: null, around } as CommentPageParam,
    getNextPageParam: (last): CommentPageParam | undefined =>
      last.nextCursor ? { cursor: last.nextCursor, around: null } : undefined,
    getPreviousPageParam: (first): CommentPageParam | undefined =>
      first.prevCursor ? { cursor: first.prevCursor, around: null } : undefined,
  });
}
