import {
  type Comment,
  type CreateCommentInput,
  commentSchema,
  type DiscussionSettingsInput,
  type DiscussionState,
  discussionStateSchema,
} from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { commentPath, eventPath } from './discussion-paths.ts';

/** POST /api/v1/events/{id}/comments — a comment, or a reply (`parentId`). */
export async function postComment(eventId: string, input: CreateCommentInput): Promise<Comment> {
  return commentSchema.parse(
    await apiFetch<unknown>(eventPath(eventId, '/comments'), { method: 'POST', json: input }),
  );
}

/** PATCH /api/v1/comments/{id} — the author's new text. */
export async function editComment(commentId: string, body: string): Promise<Comment> {
  return commentSchema.parse(
    await apiFetch<unknown>(commentPath(commentId), { method: 'PATCH', json: { body } }),
  );
}

/** DELETE /api/v1/comments/{id} — the author removes it. */
export async function deleteComment(commentId: string): Promise<void> {
  await apiFetch<void>(commentPath(commentId), { method: 'DELETE' });
}

/** PUT or DELETE /api/v1/comments/{id}/pin and /hidden — the organiser's marks. */
export async function setCommentMark(
  commentId: string,
  mark: 'pin' | 'hidden',
  on: boolean,
): Promise<Comment> {
  const body = await apiFetch<unknown>(commentPath(commentId, `/${mark}`), { method: on ? 'PUT' : 'DELETE' });
  return commentSchema.parse(body);
}

/** PATCH /api/v1/events/{id}/discussion — close or reopen, hear of new comments or not. */
export async function updateDiscussion(
  eventId: string,
  input: DiscussionSettingsInput,
): Promise<DiscussionState> {
  const body = await apiFetch<unknown>(eventPath(eventId, '/discussion'), { method: 'PATCH', json: input });
  return discussionStateSchema.parse(body);
}
