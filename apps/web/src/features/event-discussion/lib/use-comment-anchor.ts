import type { CommentPage, CommentThread } from '@eventos/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { commentElementId } from './comment-anchor.ts';

/** How long the ring around the comment a link points at stays before it fades. */
const HIGHLIGHT_MS = 2500;

interface AnchorInput {
  /** The comment the address's #comment-{id} names, or null. */
  anchor: string | null;
  data: InfiniteData<CommentPage, unknown> | undefined;
  /** The pages failed to load. */
  failed: boolean;
  /** Something of the discussion is being read (a page or a thread's replies). */
  busy: boolean;
  around: string | null;
  setAround: (id: string | null) => void;
  /** Threads whose replies were all asked for. */
  expanded: ReadonlySet<string>;
  expand: (rootId: string) => void;
  /** The replies of a thread were read (or failed to be). */
  threadRead: (rootId: string) => boolean;
  /** The comment is gone or out of the reader's sight. */
  onMissing: () => void;
}

function show(element: HTMLElement) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * Brings the comment of a /events/{id}#comment-{commentId} address into view: on the page shown if
 * it is there, else the page `around` it (and, for a reply deep in its thread, the thread's
 * replies); then scrolls to it, focuses it and rings it for a moment. Returns the ringed comment.
 */
export function useCommentAnchor({
  anchor,
  data,
  failed,
  busy,
  around,
  setAround,
  expanded,
  expand,
  threadRead,
  onMissing,
}: AnchorInput): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  // Runs after every render: the comment's element appears once its page or thread has loaded.
  useEffect(() => {
    if (!anchor || handled.current === anchor) return;
    const element = document.getElementById(commentElementId(anchor));
    if (element) {
      handled.current = anchor;
      show(element);
      setHighlighted(anchor);
      return;
    }
    if (busy) return;
    if (failed || !data) {
      if (failed && around === anchor) {
        handled.current = anchor;
        setAround(null);
        onMissing();
      }
      return;
    }
    if (around !== anchor) {
      setAround(anchor);
      return;
    }
    // The page around it starts at its thread (or, for the pinned thread, is the first page): a reply
    // past the first ones is in the rest of that thread.
    const first = data.pages[0];
    const threads = [first?.pinned, first?.items[0]].filter((thread): thread is CommentThread =>
      Boolean(thread && thread.replyCount > thread.replies.length),
    );
    for (const thread of threads) if (!expanded.has(thread.id)) expand(thread.id);
    if (threads.some((thread) => !threadRead(thread.id))) return;
    handled.current = anchor;
    onMissing();
  });

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
