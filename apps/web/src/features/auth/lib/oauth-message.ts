import { postSessionMessage, SESSION_CHANNEL } from '../../../lib/session/session-channel.ts';

export type OAuthResult = 'OAUTH_SUCCESS' | 'OAUTH_ERROR';

/** The popup's answer: `{ type: 'OAUTH_SUCCESS' }` (or OAUTH_ERROR), from this site only. */
export function oauthResultOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): OAuthResult | null {
  if (event.origin !== origin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  return type === 'OAUTH_SUCCESS' || type === 'OAUTH_ERROR' ? type : null;
}

/**
 * Tells the window that opened the sign-in popup how it went: by postMessage to the opener (same
 * origin only) and on the session channel, which still reaches the opener when the provider's
 * pages cut the opener link (Cross-Origin-Opener-Policy).
 */
export function postOAuthResult(type: OAuthResult): void {
  const message = { type };
  try {
    window.opener?.postMessage(message, window.location.origin);
  } catch {
    // The opener is gone or elsewhere: the channel below still carries the result.
  }
  postSessionMessage(message);
}

/** Calls `onResult` when a popup reports; returns the unsubscribe function. */
export function listenOAuthResult(onResult: (result: OAuthResult) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const result = oauthResultOf(event, window.location.origin);
    if (result) onResult(result);
  };
  window.addEventListener('message', onMessage);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  // The channel only carries messages of this origin.
  if (channel)
    channel.onmessage = (event) =>
      onMessage(new MessageEvent('message', { data: event.data, origin: window.location.origin }));
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}
