import type { ApiRequestOptions } from '../../../lib/api-client.ts';

/** /api/v1/events/{id}/… of the discussion. */
export function eventPath(eventId: string, rest: string): string {
  return `/api/v1/events/${encodeURIComponent(eventId)}${rest}`;
}

/** /api/v1/comments/{id}/… */
export function commentPath(commentId: string, rest = ''): string {
  return `/api/v1/comments/${encodeURIComponent(commentId)}${rest}`;
}

/** A signed-in reader's answers never come from the browser's store (they change with each write). */
export function readOptions(viewer: string, signal?: AbortSignal): ApiRequestOptions {
  return {
    ...(viewer === 'visitor' ? {} : { cache: 'no-store' as const }),
    ...(signal ? { signal } : {}),
  };
}
