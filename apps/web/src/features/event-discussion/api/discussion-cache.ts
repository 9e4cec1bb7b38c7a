import type { Comment, CommentPage, CommentThread, DiscussionState, ReplyPage } from '@eventos/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { discussionKeys } from './discussion-keys.ts';

type Pages<T> = InfiniteData<T, unknown>;

function isCommentPage(page: unknown): page is CommentPage {
  return typeof page === 'object' && page !== null && 'discussion' in page;
}

function replaceIn<T extends Comment>(item: T, comment: Comment): T {
  return item.id === comment.id ? { ...item, ...comment } : item;
}

function replaceInThread(thread: CommentThread, comment: Comment): CommentThread {
  return { ...replaceIn(thread, comment), replies: thread.replies.map((r) => replaceIn(r, comment)) };
}

/** Puts a comment the server answered with into every cached page and thread of its event. */
export function applyComment(queryClient: QueryClient, comment: Comment): void {
  queryClient.setQueriesData<Pages<CommentPage | ReplyPage>>(
    { queryKey: discussionKeys.event(comment.eventId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          isCommentPage(page)
            ? {
                ...page,
                pinned: page.pinned && replaceInThread(page.pinned, comment),
                items: page.items.map((t) => replaceInThread(t, comment)),
              }
            : { ...page, items: page.items.map((r) => replaceIn(r, comment)) },
        ),
      },
  );
}

/** Puts the discussion's new state (closed, notifyOrganizer) into every cached page of the event. */
export function applyDiscussion(
  queryClient: QueryClient,
  eventId: string,
  discussion: DiscussionState,
): void {
  queryClient.setQueriesData<Pages<CommentPage | ReplyPage>>(
    { queryKey: [...discussionKeys.event(eventId), 'comments'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => (isCommentPage(page) ? { ...page, discussion } : page)),
      },
  );
}

/** Reads the event's discussion again (the pages on screen now, the rest when next shown). */
export function refreshDiscussion(queryClient: QueryClient, eventId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: discussionKeys.event(eventId) });
}
