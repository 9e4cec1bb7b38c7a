import {
  type DoorList,
  type EventAttendance,
  type EventCard,
  type MeResponse,
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  OFFLINE_STORES,
  type SyncQueueItem,
} from '@eventos/domain';
import Dexie, { type EntityTable } from 'dexie';

/** The offline profile: the last /api/v1/me answer of the signed-in person (spec §3: keyed by id). */
export interface OfflineProfileRow {
  /** The profile id (= user id). */
  id: string;
  me: MeResponse;
  savedAt: string;
}

/**
 * A saved event (spec §3: keyed by id): what its page, its card on /participating and its ticket
 * need without a connection. `detail` is the GET /api/v1/events/{id} answer as it came.
 */
export interface SavedEventRow {
  /** The event id. */
  id: string;
  /** Whose saved event this is: another account on this device never reads it. */
  userId: string;
  slug: string;
  card: EventCard;
  detail: unknown;
  attendance: EventAttendance;
  /** For an event the person organises: the door list the check-in screen works from offline. */
  doorList?: DoorList;
  savedAt: string;
}

export type SyncQueueRow = SyncQueueItem & { id?: number };

export type OfflineDatabase = Dexie & {
  profile: EntityTable<OfflineProfileRow, 'id'>;
  savedEvents: EntityTable<SavedEventRow, 'id'>;
  syncQueue: EntityTable<SyncQueueRow, 'id'>;
};

/** Spec §8: the offline store could not be opened even after a reset. */
export class OfflineStoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Armazenamento offline indisponível', { cause });
    this.name = 'OfflineStoreUnavailableError';
  }
}

function build(): OfflineDatabase {
  const db = new Dexie(OFFLINE_DB_NAME) as OfflineDatabase;
  // Version 1 was never shipped by this app; version 2 is the spec's schema (§9).
  db.version(OFFLINE_DB_VERSION).stores({
    profile: OFFLINE_STORES.profile,
    savedEvents: `${OFFLINE_STORES.savedEvents}, userId`,
    syncQueue: `${OFFLINE_STORES.syncQueue}, userId, state`,
  });
  return db;
}

function hasEveryStore(db: OfflineDatabase): boolean {
  const names = new Set(db.tables.map((table) => table.name));
  return Object.keys(OFFLINE_STORES).every((name) => names.has(name));
}

let opening: Promise<OfflineDatabase> | null = null;

/**
 * The offline store, opened once per page or worker (spec §8): when a store is missing (a damaged
 * or foreign database of the same name) it is deleted and made again; still missing, it throws
 * {@link OfflineStoreUnavailableError}, which callers treat as "nothing saved, nothing queued".
 */
export function offlineDb(): Promise<OfflineDatabase> {
  opening ??= (async () => {
    let db = build();
    try {
      await db.open();
      if (hasEveryStore(db)) return db;
    } catch {
      // Falls through to the reset below.
    }
    db.close();
    try {
      await Dexie.delete(OFFLINE_DB_NAME);
      db = build();
      await db.open();
    } catch (cause) {
      throw new OfflineStoreUnavailableError(cause);
    }
    if (!hasEveryStore(db)) throw new OfflineStoreUnavailableError();
    return db;
  })().catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Tests: forget the open database so the next call opens it again. */
export async function closeOfflineDbForTests(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
