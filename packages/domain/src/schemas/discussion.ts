import { z } from 'zod';
import {
  COMMENT_LIMITS,
  COMMENT_ORDERS,
  COMMENT_PAGE_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENT_STATES,
} from '../constants/discussion.ts';
import { pageCursor, pageLimit, textField } from './primitives.ts';
import { socialPersonSchema } from './social.ts';

/**
 * Event discussion (issue 19): the contract of /api/v1/events/{id}/comments/**,
 * /api/v1/comments/{id}/** and /api/v1/events/{id}/discussion (docs/decisions/0015-discussion-and-moderation.md
 * lists every call). Comment text is plain text: clients render it as text, turning http(s) links
 * and the @usernames listed in `mentions` into links, never as HTML. Ids are checked as Postgres's
 * uuid type reads them (any 8-4-4-4-12 hex, `z.guid`), not only RFC 9562 versions: the database made them.
 */

export const commentOrderSchema = z.enum(COMMENT_ORDERS, { message: 'validation.comment.order.invalid' });
export const commentStateSchema = z.enum(COMMENT_STATES);

/** The text of a comment: trimmed, 1–2000 characters. */
export const commentBodySchema = textField(
  'validation.comment.body.required',
  'validation.comment.body.invalid',
)
  .trim()
  .min(COMMENT_LIMITS.body.min, { message: 'validation.comment.body.required' })
  .max(COMMENT_LIMITS.body.max, { message: 'validation.comment.body.too_long' });

/** POST /events/{id}/comments: a comment, or a reply to any comment of the event (`parentId`). */
export const createCommentSchema = z.object({
  body: commentBodySchema,
  parentId: z.guid({ message: 'validation.comment.parent.invalid' }).nullish(),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** PATCH /comments/{id}: the author edits the text. */
export const updateCommentSchema = z.object({ body: commentBodySchema });
export type UpdateCommentInput = z.infer<typeof updateCommentSchema>;

/**
 * GET /events/{id}/comments: top-level comments in `order`, each with its first replies.
 * `around` (a comment id, top-level or reply) answers the page that starts at that comment's
 * thread, with `prevCursor` to read the comments before it: the target of a
 * /events/{id}#comment-{commentId} link.
 */
export const commentListQuerySchema = z.object({
  order: commentOrderSchema.default('newest'),
  cursor: pageCursor(),
  limit: pageLimit(COMMENT_PAGE_MAX, COMMENT_PAGE_SIZE),
  around: z.guid({ message: 'validation.comment.around.invalid' }).optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/** GET /comments/{id}/replies: the rest of a thread, oldest first. */
export const replyListQuerySchema = z.object({
  cursor: pageCursor(),
  limit: pageLimit(COMMENT_REPLIES_PAGE_SIZE, COMMENT_REPLIES_PAGE_SIZE),
});
export type ReplyListQuery = z.infer<typeof replyListQuerySchema>;

/** GET /events/{id}/mention-suggestions?q: people the caller may @mention (never a blocked person). */
export const mentionQuerySchema = z.object({
  q: textField('validation.comment.mention.invalid', 'validation.comment.mention.invalid')
    .trim()
    .max(COMMENT_LIMITS.mentionQuery.max, { message: 'validation.comment.mention.too_long' })
    .default(''),
});
export type MentionQuery = z.infer<typeof mentionQuerySchema>;

/** PATCH /events/{id}/discussion: the organiser closes or reopens it, and chooses to hear of new comments. */
export const discussionSettingsSchema = z
  .object({
    closed: z.boolean({ message: 'validation.invalid' }).optional(),
    notifyOrganizer: z.boolean({ message: 'validation.invalid' }).optional(),
  })
  .refine((v) => v.closed !== undefined || v.notifyOrganizer !== undefined, {
    message: 'validation.invalid',
  });
export type DiscussionSettingsInput = z.infer<typeof discussionSettingsSchema>;

/** A person a comment names with @username (linked to their profile when shown). */
export const commentMentionSchema = z.object({ id: z.guid(), username: z.string() });

/** A comment as the caller may see it. */
export const commentSchema = z.object({
  id: z.guid(),
  eventId: z.guid(),
  /** The top-level comment of the thread; null for a top-level comment. */
  rootId: z.guid().nullable(),
  /** For a reply to a reply: whom it answers (shown as "@name" since threads show one level). */
  replyTo: z.object({ id: z.guid(), username: z.string().nullable(), name: z.string() }).nullable(),
  /** Null once deleted or hidden from the caller. */
  author: socialPersonSchema.nullable(),
  /** Null once deleted or hidden from the caller. */
  body: z.string().nullable(),
  state: commentStateSchema,
  /** Set while hidden: who hid it (the organiser sees their own hidden comments, marked). */
  hiddenBy: z.enum(['organizer', 'moderation']).nullable(),
  mentions: z.array(commentMentionSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  pinned: z.boolean(),
  /** Replies in the thread the caller may see (top-level comments only; 0 for replies). */
  replyCount: z.number().int().min(0),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The caller organises the event: may pin, hide and unhide. */
  canModerate: z.boolean(),
  /** Signed in, not the author, not already reported by the caller while open. */
  canReport: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its first replies (oldest first). */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** How the discussion of an event stands for the caller. */
export const discussionStateSchema = z.object({
  closed: z.boolean(),
  /** The caller may write now (signed in, sees the event, not closed, no block with the organiser). */
  canComment: z.boolean(),
  /** The caller organises the event. */
  canModerate: z.boolean(),
  /** The organiser hears of new comments (only told to the organiser; null for everyone else). */
  notifyOrganizer: z.boolean().nullable(),
  /** Comments the caller may see, replies included. */
  total: z.number().int().min(0),
});
export type DiscussionState = z.infer<typeof discussionStateSchema>;

export const commentPageSchema = z.object({
  discussion: discussionStateSchema,
  /** The pinned comment, shown first on the first page only (and not repeated in `items`). */
  pinned: commentThreadSchema.nullable(),
  items: z.array(commentThreadSchema),
  nextCursor: z.string().nullable(),
  /** With `around`: the cursor that reads the comments before the first item; null otherwise. */
  prevCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const replyPageSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type ReplyPage = z.infer<typeof replyPageSchema>;

export const mentionSuggestionsSchema = z.object({ items: z.array(socialPersonSchema) });
export type MentionSuggestions = z.infer<typeof mentionSuggestionsSchema>;
