import type { Comment, CreateCommentInput, DiscussionSettingsInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteComment,
  editComment,
  postComment,
  setCommentMark,
  updateDiscussion,
} from './comment-writes.ts';
import { applyComment, applyDiscussion, refreshDiscussion } from './discussion-cache.ts';

/** Writes a comment or a reply; the discussion is read again so it shows in its place. */
export function usePostComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<Comment, Error, CreateCommentInput>({
    mutationFn: (input) => postComment(eventId, input),
    onSuccess: () => refreshDiscussion(queryClient, eventId),
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
