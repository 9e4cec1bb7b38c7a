import type { QueryClient } from '@tanstack/react-query';
import { discussionKeys } from '../../features/event-discussion/api/discussion-keys.ts';
import { eventKeys } from '../../features/events/api/event-keys.ts';
import { eventDetailKeys } from '../../features/events/api/use-event-detail.ts';
import { myEventsKeys } from '../../features/participating/api/my-events-keys.ts';
import { browserSaysOffline } from './browser-offline.ts';
import { type ReplayReport, replaySyncQueue } from './replay.ts';
import { onSynced, type SyncedMessage } from './sync-channel.ts';
import { pendingSyncItems } from './sync-queue.ts';

export interface OfflineSyncOptions {
  /** Whose actions this page sends (the signed-in person); none: this page sends nothing. */
  userId?: string | null;
  /** After the queries are marked stale: tell the person (a toast). */
  onSynced?: (message: SyncedMessage) => void;
}

/** What a replay round changed is read again: those events' attendance and comments, my events. */
export function refreshAfterSync(queryClient: QueryClient, message: SyncedMessage): Promise<unknown> {
  return Promise.all([
    ...message.eventIds.flatMap((eventId) => [
      queryClient.invalidateQueries({ queryKey: [...eventKeys.attendances(), eventId] }),
      queryClient.invalidateQueries({ queryKey: discussionKeys.event(eventId) }),
    ]),
    queryClient.invalidateQueries({ queryKey: eventDetailKeys.all }),
    queryClient.invalidateQueries({ queryKey: myEventsKeys.all }),
  ]);
}

/**
 * The page's side of the sync queue: it replays the person's waiting actions when the connection
 * comes back and once now when online with something waiting (browsers without Background Sync
 * rely on this), and refreshes what a replay (here, in another tab or in the service worker)
 * changed. Loaded lazily after first paint, so the offline store never weighs on the first load.
 * Returns the function that stops it.
 */
export function startOfflineSync(queryClient: QueryClient, options: OfflineSyncOptions = {}): () => void {
  const userId = options.userId ?? null;
  let stopped = false;

  const replay = async (): Promise<ReplayReport | null> => {
    if (stopped || !userId) return null;
    try {
      return await replaySyncQueue({ fetch: (input, init) => globalThis.fetch(input, init), userId });
    } catch {
      // The offline store is unavailable: nothing was queued, nothing to send.
      return null;
    }
  };

  const stopListening = onSynced((message) => {
    if (stopped) return;
    void refreshAfterSync(queryClient, message);
    options.onSynced?.(message);
  });
  const onOnline = () => void replay();
  window.addEventListener('online', onOnline);

  if (userId && !browserSaysOffline())
    void pendingSyncItems(userId)
      .then((items) => (items.length > 0 ? replay() : null))
      .catch(() => null);

  return () => {
    stopped = true;
    stopListening();
    window.removeEventListener('online', onOnline);
  };
}
