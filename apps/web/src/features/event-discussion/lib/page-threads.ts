import type { CommentPage, CommentThread } from '@eventos/domain';

/**
 * The threads of the pages read so far, in reading order: the pinned one first (it comes with the
 * page at the top), each thread once even where pages read before and after overlap.
 */
export function pageThreads(pages: readonly CommentPage[] | undefined): CommentThread[] {
  const seen = new Set<string>();
  const out: CommentThread[] = [];
  const pinned = pages?.find((page) => page.pinned)?.pinned ?? null;
  for (const thread of [pinned, ...(pages ?? []).flatMap((page) => page.items)]) {
    if (!thread || seen.has(thread.id)) continue;
    seen.add(thread.id);
    out.push(thread);
  }
  return out;
}
