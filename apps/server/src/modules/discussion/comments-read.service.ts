import {
  COMMENT_REPLIES_INLINE,
  type Comment,
  type CommentListQuery,
  type CommentPage,
  type CommentThread,
  MENTION_SUGGESTIONS_MAX,
  type MentionQuery,
  type MentionSuggestions,
  type ReplyListQuery,
  type ReplyPage,
} from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { type RunStatement, readAs } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import { decodeGroupCursor, encodeGroupCursor, groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { toSocialPerson } from '../social/person-cards.ts';
import { type CommentViewer, toComment, toDiscussionState, viewerOf } from './comment.presenter.ts';
import { attemptComment, commentNotFound, eventNotFound } from './comment-problems.ts';
import {
  COMMENT_BY_ID,
  type CommentRow,
  DISCUSSION_STATE,
  type DiscussionRow,
  FIRST_REPLIES,
  MENTION_SUGGESTIONS,
  PINNED,
  REPLIES_AFTER,
  ROOTS_AFTER,
  ROOTS_BEFORE,
  type SuggestionRow,
} from './comments.sql.ts';

/**
 * The discussion of an event read as the caller (ADR 0015). Page cursors carry a direction: 0 reads
 * on in the page's order (nextCursor), 1 reads the comments before a page (prevCursor, answered in
 * the page's order, the closest last).
 */

const FORWARD = 0;
const BACKWARD = 1;

interface Key {
  at: string;
  id: string;
}

const keyOf = (row: CommentRow): Key => ({ at: row.key_at, id: row.id });
const cursor = (direction: number, key: Key) => encodeGroupCursor({ rank: direction, ...key });

/** The discussion state of an event the caller sees, else 404 event.not_found. */
export async function discussionOf(run: RunStatement, eventId: string): Promise<DiscussionRow> {
  const [row] = await run<DiscussionRow>(DISCUSSION_STATE, [eventId]);
  if (!row) throw eventNotFound();
  return row;
}

/** Top-level comments in display order after (forward) or before (backward) a key: `rows` of them. */
async function roots(
  run: RunStatement,
  eventId: string,
  newest: boolean,
  backward: boolean,
  key: Key | null,
  rows: number,
): Promise<CommentRow[]> {
  // Newest first reads down the index going on, up it going back; oldest first the other way.
  const down = newest !== backward;
  return run<CommentRow>(down ? ROOTS_BEFORE : ROOTS_AFTER, [
    eventId,
    key?.at ?? null,
    key?.id ?? null,
    rows,
  ]);
}

/** Threads: each top-level comment with its first replies. */
async function threads(
  run: RunStatement,
  rows: CommentRow[],
  viewer: CommentViewer,
): Promise<CommentThread[]> {
  if (rows.length === 0) return [];
  const replies = await run<CommentRow>(FIRST_REPLIES, [rows.map((r) => r.id), COMMENT_REPLIES_INLINE]);
  const byRoot = new Map<string, Comment[]>();
  for (const reply of replies) {
    const list = byRoot.get(reply.root_id ?? '') ?? [];
    list.push(toComment(reply, viewer));
    byRoot.set(reply.root_id ?? '', list);
  }
  return rows.map((row) => ({ ...toComment(row, viewer), replies: byRoot.get(row.id) ?? [] }));
}

interface PageRows {
  rows: CommentRow[];
  nextCursor: string | null;
  prevCursor: string | null;
  /** The page starts at the top of the discussion: the pinned comment goes with it. */
  atTop: boolean;
}

/** The page that starts at `root` (an `around` link), with the cursor of the comments before it. */
async function pageFrom(
  run: RunStatement,
  eventId: string,
  newest: boolean,
  root: CommentRow,
  limit: number,
): Promise<PageRows> {
  const after = await roots(run, eventId, newest, false, keyOf(root), limit);
  const { shown, nextCursor } = keysetPage([root, ...after], limit, (r) => ({ rank: FORWARD, ...keyOf(r) }));
  const before = await roots(run, eventId, newest, true, keyOf(root), 1);
  const prevCursor = before.length > 0 ? cursor(BACKWARD, keyOf(root)) : null;
  return { rows: shown, nextCursor, prevCursor, atTop: prevCursor === null };
}

/** The `limit` comments just before a key, in display order. */
async function pageBefore(
  run: RunStatement,
  eventId: string,
  newest: boolean,
  key: Key,
  limit: number,
): Promise<PageRows> {
  const found = await roots(run, eventId, newest, true, key, limit + 1);
  const more = found.length > limit;
  const rows = found.slice(0, limit).reverse();
  const first = rows[0];
  const prevCursor = more && first ? cursor(BACKWARD, keyOf(first)) : null;
  return { rows, nextCursor: null, prevCursor, atTop: !more };
}

async function pageRows(
  run: RunStatement,
  eventId: string,
  query: CommentListQuery,
  pinnedId: string | null,
): Promise<PageRows> {
  const newest = query.order === 'newest';
  if (query.cursor === undefined && query.around !== undefined) {
    const [target] = await run<CommentRow>(COMMENT_BY_ID, [query.around.toLowerCase()]);
    const [root] =
      !target || target.event_id !== eventId
        ? []
        : target.root_id === null
          ? [target]
          : await run<CommentRow>(COMMENT_BY_ID, [target.root_id]);
    // The pinned thread is on the first page; a comment no longer there opens the first page.
    if (root && root.id !== pinnedId) return pageFrom(run, eventId, newest, root, query.limit);
  }
  const key = groupCursorOf(query.cursor);
  if (key && key.rank !== FORWARD && key.rank !== BACKWARD)
    throw new HttpProblem(400, 'validation.cursor.invalid');
  if (key?.rank === BACKWARD) return pageBefore(run, eventId, newest, key, query.limit);
  const found = await roots(run, eventId, newest, false, key, query.limit + 1);
  const { shown, nextCursor } = keysetPage(found, query.limit, (r) => ({ rank: FORWARD, ...keyOf(r) }));
  return { rows: shown, nextCursor, prevCursor: null, atTop: key === null };
}

/** GET /events/{id}/comments: a page of threads, the pinned one on the page that starts at the top. */
export async function listComments(
  db: Database,
  userId: string | null,
  eventId: string,
  query: CommentListQuery,
): Promise<CommentPage> {
  return readAs(db, userId, async (run) => {
    const discussion = await discussionOf(run, eventId);
    const viewer = viewerOf(discussion, userId);
    const [pinnedRow] = await run<CommentRow>(PINNED, [eventId]);
    const page = await pageRows(run, eventId, query, pinnedRow?.id ?? null);
    // The pinned thread's replies come with the page's, in one read.
    const withPinned = pinnedRow !== undefined && page.atTop;
    const all = await threads(run, withPinned ? [pinnedRow, ...page.rows] : page.rows, viewer);
    return {
      discussion: toDiscussionState(discussion, userId),
      pinned: withPinned ? (all[0] ?? null) : null,
      items: withPinned ? all.slice(1) : all,
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
    };
  });
}

/** GET /comments/{id}/replies: the replies of the comment's thread, oldest first. */
export async function listReplies(
  db: Database,
  userId: string | null,
  commentId: string,
  query: ReplyListQuery,
): Promise<ReplyPage> {
  const after = query.cursor === undefined ? null : decodeGroupCursor(query.cursor);
  if (after && after.rank !== FORWARD) throw new HttpProblem(400, 'validation.cursor.invalid');
  return readAs(db, userId, async (run) => {
    const [comment] = await run<CommentRow>(COMMENT_BY_ID, [commentId]);
    if (!comment) throw commentNotFound();
    const viewer = viewerOf(await discussionOf(run, comment.event_id), userId);
    const rows = await run<CommentRow>(REPLIES_AFTER, [
      comment.root_id ?? comment.id,
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: FORWARD, ...keyOf(r) }));
    return { items: shown.map((row) => toComment(row, viewer)), nextCursor };
  });
}

/** One comment as the caller sees it now (the answer of a change), else 404 comment.not_found. */
export async function readComment(db: Database, userId: string, commentId: string): Promise<Comment> {
  return readAs(db, userId, async (run) => {
    const [row] = await run<CommentRow>(COMMENT_BY_ID, [commentId]);
    if (!row) throw commentNotFound();
    return toComment(row, viewerOf(await discussionOf(run, row.event_id), userId));
  });
}

/** The discussion state of an event as the caller sees it now. */
export async function readDiscussion(db: Database, userId: string, eventId: string) {
  return readAs(db, userId, async (run) => toDiscussionState(await discussionOf(run, eventId), userId));
}

/** GET /events/{id}/mention-suggestions?q: people the caller may name with @ (app.mention_suggestions). */
export async function mentionSuggestions(
  db: Database,
  userId: string,
  eventId: string,
  query: MentionQuery,
): Promise<MentionSuggestions> {
  const rows = await attemptComment(() =>
    readAs(db, userId, (run) =>
      run<SuggestionRow>(MENTION_SUGGESTIONS, [eventId, query.q, MENTION_SUGGESTIONS_MAX]),
    ),
  );
  return { items: rows.map(toSocialPerson) };
}
