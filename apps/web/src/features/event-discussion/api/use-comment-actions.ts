import type { Comment, CreateCommentInput, DiscussionSettingsInput, EventDetail } from '@eventos/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailKeys } from '../../events/api/use-event-detail.ts';
import { announceQueued } from '../../offline/lib/announce-queued.ts';
import {
  deleteComment,
  editComment,
  postComment,
  setCommentMark,
  updateDiscussion,
} from './comment-writes.ts';
import { applyComment, applyDiscussion, refreshDiscussion } from './discussion-cache.ts';

/** The event's name as its page read it (a queued comment says which event it was for). */
function cachedEventName(queryClient: QueryClient, eventId: string): string {
  const details = queryClient.getQueriesData<EventDetail>({ queryKey: eventDetailKeys.all });
  return details.find(([, data]) => data?.id === eventId)?.[1]?.name ?? '';
}

/**
 * Writes a comment or a reply; the discussion is read again so it shows in its place. Without a
 * connection it is queued: null is answered, it shows as waiting, and a toast says so.
 */
export function usePostComment(eventId: string, viewer: string) {
  const queryClient = useQueryClient();
  return useMutation<Comment | null, Error, CreateCommentInput>({
    // Offline it runs too: the comment is queued rather than held until the connection returns.
    networkMode: 'always',
    mutationFn: (input) =>
      postComment(eventId, input, { userId: viewer, eventName: cachedEventName(queryClient, eventId) }),
    onSuccess: (comment) => (comment ? refreshDiscussion(queryClient, eventId) : announceQueued()),
  });
}

/** The author's edit: shown at once, then the discussion is read again. */
export function useEditComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<Comment, Error, { id: string; body: string }>({
    mutationFn: ({ id, body }) => editComment(id, body),
    onSuccess: (comment) => {
      applyComment(queryClient, comment);
      return refreshDiscussion(queryClient, eventId);
    },
  });
}

export function useDeleteComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => deleteComment(id),
    onSuccess: () => refreshDiscussion(queryClient, eventId),
  });
}

export type CommentMarkChange = { id: string; mark: 'pin' | 'hidden'; on: boolean };

/** The organiser pins or unpins, hides or shows a comment. */
export function useCommentMark(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<Comment, Error, CommentMarkChange>({
    mutationFn: ({ id, mark, on }) => setCommentMark(id, mark, on),
    onSuccess: (comment) => {
      applyComment(queryClient, comment);
      return refreshDiscussion(queryClient, eventId);
    },
  });
}

/** The organiser closes or reopens the discussion, or chooses to hear of new comments. */
export function useDiscussionSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscussionSettingsInput) => updateDiscussion(eventId, input),
    onSuccess: (discussion) => {
      applyDiscussion(queryClient, eventId, discussion);
      return refreshDiscussion(queryClient, eventId);
    },
  });
}
