/** The channel on which this site's tabs (and the OAuth popup) tell each other the session changed. */
export const SESSION_CHANNEL = 'eventos-session';

/**
 * Posts on the session channel from a fresh instance, so every tab's session provider hears it
 * (this one's too): 'changed', or the OAuth popup's result. No-op without BroadcastChannel.
 */
export function postSessionMessage(message: unknown = 'changed'): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
