import {
  type Comment,
  type CreateCommentInput,
  commentSchema,
  type DiscussionSettingsInput,
  type DiscussionState,
  discussionStateSchema,
} from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { queuedWrite } from '../../../lib/offline/queued-write.ts';
import { addPendingAction } from '../../offline/lib/pending-actions.ts';
import { commentPath, eventPath } from './discussion-paths.ts';

/**
 * POST /api/v1/events/{id}/comments — a comment, or a reply (`parentId`). Without a connection it
 * is queued (sent when the connection returns) and null is answered.
 */
export async function postComment(
  eventId: string,
  input: CreateCommentInput,
  author: { userId: string; eventName: string },
): Promise<Comment | null> {
  const result = await queuedWrite<unknown>(
    {
      kind: 'comment',
      method: 'POST',
      path: eventPath(eventId, '/comments'),
      body: input,
      eventId,
      eventName: author.eventName,
    },
    author.userId,
  );
  if (result.status === 'sent') return commentSchema.parse(result.data);
  addPendingAction(result.item);
  return null;
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
