import type { Comment, CommentState, DiscussionState } from '@eventos/domain';
import { toSocialPerson } from '../social/person-cards.ts';
import type { CommentRow, DiscussionRow } from './comments.sql.ts';

/** Who reads a page: the caller (or a visitor), whether they manage the event, whether it is closed. */
export interface CommentViewer {
  userId: string | null;
  canModerate: boolean;
  closed: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function stateOf(row: CommentRow): CommentState {
  if (row.deleted_at !== null || row.author_id === null) return 'deleted';
  return row.hidden_by ? 'hidden' : 'visible';
}

function mentionsOf(row: CommentRow): Comment['mentions'] {
  return typeof row.mentions === 'string' ? JSON.parse(row.mentions) : row.mentions;
}

/** A comment as the viewer may see it: a removed one keeps its place without author or text. */
export function toComment(row: CommentRow, viewer: CommentViewer): Comment {
  const state = stateOf(row);
  const removed = state === 'deleted';
  const mine = viewer.userId !== null && row.author_id === viewer.userId;
  const replyToName = [row.reply_to_first_name, row.reply_to_last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.id,
    eventId: row.event_id,
    rootId: row.root_id,
    replyTo: row.reply_to_id
      ? {
          id: row.reply_to_id,
          username: row.reply_to_username,
          name: replyToName || row.reply_to_username || '',
        }
      : null,
    author:
      removed || row.author_id === null
        ? null
        : toSocialPerson({
            user_id: row.author_id,
            first_name: row.author_first_name,
            last_name: row.author_last_name,
            username: row.author_username,
            avatar_path: row.author_avatar_path,
            city: row.author_city,
          }),
    body: removed ? null : row.body,
    state,
    hiddenBy: row.hidden_by,
    mentions: removed ? [] : mentionsOf(row),
    createdAt: iso(row.created_at),
    editedAt: row.edited_at === null || removed ? null : iso(row.edited_at),
    pinned: row.pinned_at !== null,
    replyCount: row.root_id === null ? row.reply_count : 0,
    canEdit: mine && state === 'visible' && !viewer.closed,
    canDelete: mine && !removed,
    canModerate: viewer.canModerate,
    canReport: viewer.userId !== null && !mine && !removed && !row.reported,
  };
}

/** The discussion as the caller stands in it. */
export function toDiscussionState(row: DiscussionRow, userId: string | null): DiscussionState {
  return {
    closed: row.comments_closed,
    canComment: userId !== null && row.refusal === null,
    canModerate: row.can_moderate,
    notifyOrganizer: row.can_moderate ? row.notify_comments : null,
    total: row.total,
  };
}

export const viewerOf = (row: DiscussionRow, userId: string | null): CommentViewer => ({
  userId,
  canModerate: row.can_moderate,
  closed: row.comments_closed,
});
