import {
  COMMENT_MENTIONS_MAX,
  type Comment,
  type CreateCommentInput,
  type DiscussionSettingsInput,
  type DiscussionState,
  type UpdateCommentInput,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notifyCommentNews, uuidList } from './comment-notifications.ts';
import { attemptComment } from './comment-problems.ts';
import { readComment, readDiscussion } from './comments-read.service.ts';

/**
 * The discussion's changes (ADR 0015): each one definer function of migration 0036 that checks who
 * may do it in the same transaction, the notifications of a new or edited comment in that
 * transaction too; the answer is read afterwards as the caller sees it.
 */

interface PostedRow {
  id: string;
  reply_recipient: string | null;
  mentioned: unknown;
  organizer_recipient: string | null;
  event_name: string;
}

/** POST /events/{id}/comments: a comment or a reply. */
export async function postComment(
  db: Database,
  caller: Caller,
  eventId: string,
  input: CreateCommentInput,
): Promise<Comment> {
  const id = await withUser(db, caller.userId, async (tx) => {
    const [row] = await attemptComment(() =>
      queryRows<PostedRow>(
        tx,
        sql`SELECT * FROM app.post_comment(${eventId}::uuid, ${input.body}::text,
              ${input.parentId?.toLowerCase() ?? null}::uuid, ${COMMENT_MENTIONS_MAX}::integer)`,
      ),
    );
    if (!row) throw new Error('app.post_comment answered no row');
    await notifyCommentNews(tx, caller, {
      eventId,
      eventName: row.event_name,
      commentId: row.id,
      replyTo: row.reply_recipient,
      mentioned: uuidList(row.mentioned),
      organizer: row.organizer_recipient,
    });
    return row.id;
  });
  return readComment(db, caller.userId, id);
}

interface EditedRow {
  event_id: string;
  newly_mentioned: unknown;
  event_name: string;
}

/** PATCH /comments/{id}: the author's new text; only people named for the first time are told. */
export async function editComment(
  db: Database,
  caller: Caller,
  commentId: string,
  input: UpdateCommentInput,
): Promise<Comment> {
  await withUser(db, caller.userId, async (tx) => {
    const [row] = await attemptComment(() =>
      queryRows<EditedRow>(
        tx,
        sql`SELECT * FROM app.edit_comment(${commentId}::uuid, ${input.body}::text, ${COMMENT_MENTIONS_MAX}::integer)`,
      ),
    );
    if (!row) throw new Error('app.edit_comment answered no row');
    await notifyCommentNews(tx, caller, {
      eventId: row.event_id,
      eventName: row.event_name,
      commentId,
      mentioned: uuidList(row.newly_mentioned),
    });
  });
  return readComment(db, caller.userId, commentId);
}

/** DELETE /comments/{id}: the author removes it (its place stays while it has replies). */
export async function deleteComment(db: Database, caller: Caller, commentId: string): Promise<void> {
  await withUser(db, caller.userId, (tx) =>
    attemptComment(() => queryRows(tx, sql`SELECT app.delete_comment(${commentId}::uuid)`)),
  );
}

/** PUT/DELETE /comments/{id}/pin: the event's managers pin it (moving the pin) or unpin it. */
export async function setPinned(
  db: Database,
  caller: Caller,
  commentId: string,
  pinned: boolean,
): Promise<Comment> {
  await withUser(db, caller.userId, (tx) =>
    attemptComment(() => queryRows(tx, sql`SELECT app.pin_comment(${commentId}::uuid, ${pinned})`)),
  );
  return readComment(db, caller.userId, commentId);
}

/** PUT/DELETE /comments/{id}/hidden: the event's managers hide it from everyone else, or show it again. */
export async function setHidden(
  db: Database,
  caller: Caller,
  commentId: string,
  hidden: boolean,
): Promise<Comment> {
  await withUser(db, caller.userId, (tx) =>
    attemptComment(() => queryRows(tx, sql`SELECT app.hide_comment(${commentId}::uuid, ${hidden})`)),
  );
  return readComment(db, caller.userId, commentId);
}

/** PATCH /events/{id}/discussion: the event's managers close or reopen it, and choose to hear of comments. */
export async function setDiscussion(
  db: Database,
  caller: Caller,
  eventId: string,
  input: DiscussionSettingsInput,
): Promise<DiscussionState> {
  await withUser(db, caller.userId, (tx) =>
    attemptComment(() =>
      queryRows(
        tx,
        sql`SELECT app.set_discussion(${eventId}::uuid, ${input.closed ?? null}::boolean,
              ${input.notifyOrganizer ?? null}::boolean)`,
      ),
    ),
  );
  return readDiscussion(db, caller.userId, eventId);
}
