/**
 * The channel on which a replay of the sync queue (in a page or in the service worker) tells the
 * open pages what happened, so they read the affected data again and tell the person.
 */
export const SYNC_CHANNEL = 'eventos-offline-sync';

export interface SyncedMessage {
  type: 'synced';
  /** Actions the server accepted (removed from the queue). */
  sent: number;
  /** Actions the server refused (kept as failed, shown to the person). */
  failed: number;
  /** The events those actions were about. */
  eventIds: string[];
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL) : null;
}

/** Tells every other page (and this one's listeners) that a replay round changed the queue. */
export function postSynced(message: Omit<SyncedMessage, 'type'>): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'synced', ...message } satisfies SyncedMessage);
  channel.close();
}

function isSyncedMessage(value: unknown): value is SyncedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.type === 'synced' &&
    typeof v.sent === 'number' &&
    typeof v.failed === 'number' &&
    Array.isArray(v.eventIds) &&
    v.eventIds.every((id) => typeof id === 'string')
  );
}

/** Calls `listener` for each 'synced' message; returns the function that stops listening. */
export function onSynced(listener: (message: SyncedMessage) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent) => {
    if (isSyncedMessage(event.data)) listener(event.data);
  };
  return () => channel.close();
}
