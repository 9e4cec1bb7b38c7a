import type { ApiRequestOptions } from '../../../lib/api-client.ts';

/**
 * Request options for reading groups as `viewer`. Visitors' answers may be kept by the browser for a
 * moment (they are the same for every visitor); a signed-in person's never come from that store,
 * or someone who just signed in would see the group as the visitor they were (no role, no private
 * groups) until it expired.
 */
export function readOptions(viewer: string, signal?: AbortSignal): ApiRequestOptions {
  return {
    ...(viewer === 'visitor' ? {} : { cache: 'no-store' as const }),
    ...(signal ? { signal } : {}),
  };
}
