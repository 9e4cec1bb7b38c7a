import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { offlineDb } from '../../../lib/offline/offline-db.ts';
import { type StoredSyncItem, validSyncItems } from '../../../lib/offline/sync-queue.ts';
import { setPendingActions } from './pending-actions.ts';

/**
 * The signed-in person's sync queue, live (Dexie's liveQuery: a replay here, in another tab or in
 * the service worker shows at once). Empty for a visitor or when the offline store is unavailable.
 * Also keeps the pages' copy of what is waiting in step.
 */
export function useSyncQueue(userId: string | null): readonly StoredSyncItem[] {
  const [items, setItems] = useState<readonly StoredSyncItem[]>([]);
  useEffect(() => {
    if (!userId) {
      setItems([]);
      return;
    }
    let stop = false;
    let unsubscribe = () => {};
    offlineDb().then(
      (db) => {
        if (stop) return;
        // Only Dexie calls inside the live query, so it knows what to watch.
        const live = liveQuery(() => db.syncQueue.where('userId').equals(userId).sortBy('id'));
        const subscription = live.subscribe({
          next: (rows) => {
            const next = validSyncItems(rows);
            setItems(next);
            setPendingActions(next);
          },
          error: () => setItems([]),
        });
        unsubscribe = () => subscription.unsubscribe();
      },
      () => setItems([]),
    );
    return () => {
      stop = true;
      unsubscribe();
    };
  }, [userId]);
  return items;
}
