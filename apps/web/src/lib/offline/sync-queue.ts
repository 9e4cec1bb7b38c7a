import { type SyncQueueItem, syncQueueItemSchema } from '@eventos/domain';
import { offlineDb } from './offline-db.ts';

/**
 * The sync queue (spec §3): writes made without a connection, waiting to be sent, or refused by the
 * server and shown to the person. Works in pages and in the service worker (no window, no React).
 */

export type StoredSyncItem = SyncQueueItem & { id: number };

/** Stores a new item and answers it with its id. */
export async function enqueueSyncItem(item: Omit<SyncQueueItem, 'id'>): Promise<StoredSyncItem> {
  const row = syncQueueItemSchema.omit({ id: true }).parse(item);
  const db = await offlineDb();
  const id = await db.syncQueue.add(row);
  if (typeof id !== 'number') throw new Error('The sync queue did not give the item an id');
  return { ...row, id };
}

/** Rows read back are checked: an old or damaged row is left out, never sent nor shown. */
export function validSyncItems(rows: readonly SyncQueueItem[]): StoredSyncItem[] {
  return rows.flatMap((row) => {
    const parsed = syncQueueItemSchema.safeParse(row);
    return parsed.success && parsed.data.id !== undefined ? [parsed.data as StoredSyncItem] : [];
  });
}

/** The damaged rows are also dropped from the queue (by the replay, which may write). */
async function dropDamaged(rows: readonly SyncQueueItem[]): Promise<StoredSyncItem[]> {
  const valid = validSyncItems(rows);
  const kept = new Set(valid.map((item) => item.id));
  const damaged = rows.flatMap((row) => (typeof row.id === 'number' && !kept.has(row.id) ? [row.id] : []));
  if (damaged.length > 0) await (await offlineDb()).syncQueue.bulkDelete(damaged);
  return valid;
}

/** Every item (of one user, or of all), oldest first. */
export async function readSyncQueue(userId?: string): Promise<StoredSyncItem[]> {
  const db = await offlineDb();
  const rows =
    userId === undefined
      ? await db.syncQueue.orderBy('id').toArray()
      : await db.syncQueue.where('userId').equals(userId).sortBy('id');
  return dropDamaged(rows);
}

/** The items still to send (of one user, or of all), oldest first. */
export async function pendingSyncItems(userId?: string): Promise<StoredSyncItem[]> {
  return (await readSyncQueue(userId)).filter((item) => item.state === 'pending');
}

export async function deleteSyncItem(id: number): Promise<void> {
  await (await offlineDb()).syncQueue.delete(id);
}

export async function updateSyncItem(
  id: number,
  changes: Partial<Pick<SyncQueueItem, 'state' | 'attempts' | 'problem'>>,
): Promise<void> {
  await (await offlineDb()).syncQueue.update(id, changes);
}

/** "Tentar de novo": a failed item goes back to waiting, its tries counted afresh. */
export async function retrySyncItem(id: number): Promise<void> {
  const db = await offlineDb();
  await db.syncQueue.update(id, { state: 'pending', attempts: 0, problem: undefined });
}

/** Removes every queued item of a user (sign-out: nothing is sent for the next person). */
export async function clearUserSyncQueue(userId: string): Promise<void> {
  await (await offlineDb()).syncQueue.where('userId').equals(userId).delete();
}
