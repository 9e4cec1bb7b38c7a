/** What the page posts to a waiting service worker when the person asks for the new version. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
