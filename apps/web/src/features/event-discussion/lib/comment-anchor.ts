const ANCHOR = /^#comment-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The comment a /events/{id}#comment-{commentId} address points at, or null. */
export function commentIdFromHash(hash: string): string | null {
  return ANCHOR.exec(hash)?.[1]?.toLowerCase() ?? null;
}

/** The id of a comment's element on the page (the target of its anchor). */
export function commentElementId(commentId: string): string {
  return `comment-${commentId}`;
}

/** The absolute address of one comment, to copy and share. */
export function commentUrl(eventId: string, commentId: string): string {
  return new URL(
    `/events/${encodeURIComponent(eventId)}#${commentElementId(commentId)}`,
    window.location.origin,
  ).href;
}
