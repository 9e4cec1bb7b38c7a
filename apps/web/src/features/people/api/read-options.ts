import type { ApiRequestOptions } from '../../../lib/api-client.ts';

/**
 * Request options for reading people as `viewer`: a signed-in person's answers never come from the
 * browser's store (they hold the relationship, and a block or a privacy change applies at once).
 */
export function readOptions(viewer: string, signal?: AbortSignal): ApiRequestOptions {
  return {
    ...(viewer === 'visitor' ? {} : { cache: 'no-store' as const }),
    ...(signal ? { signal } : {}),
  };
}

/** /api/v1/profiles/{username} and what hangs off it. */
export function profilePath(username: string, rest = ''): string {
  return `/api/v1/profiles/${encodeURIComponent(username)}${rest}`;
}
