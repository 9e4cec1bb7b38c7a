import type { CommentOrder } from '@eventos/domain';

/**
 * TanStack Query keys of an event's discussion. `viewer` is the signed-in person's id or 'visitor':
 * what a comment shows (canEdit, hidden comments for the organiser) depends on who reads.
 */
export const discussionKeys = {
  all: ['event-discussion'] as const,
  /** Everything of one event's discussion: the pages and every thread's replies. */
  event: (eventId: string) => [...discussionKeys.all, eventId] as const,
  /** The pages of top-level comments, in `order`, starting `around` a comment or at the top. */
  comments: (eventId: string, order: CommentOrder, around: string | null, viewer: string) =>
    [...discussionKeys.event(eventId), 'comments', order, around, viewer] as const,
  /** The rest of one thread. */
  replies: (eventId: string, rootId: string, viewer: string) =>
    [...discussionKeys.event(eventId), 'replies', rootId, viewer] as const,
  /** People to @mention for a search term. */
  mentions: (eventId: string, q: string, viewer: string) =>
    [...discussionKeys.all, 'mentions', eventId, q, viewer] as const,
};
