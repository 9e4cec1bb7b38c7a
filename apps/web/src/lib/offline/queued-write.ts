import {
  IDEMPOTENCY_KEY_HEADER,
  type OfflineActionKind,
  SYNC_OFFLINE_ACTIONS_TAG,
  type SyncQueueItem,
} from '@eventos/domain';
import { ApiError, apiFetch } from '../api-client.ts';
import { browserSaysOffline } from './browser-offline.ts';

export interface QueuedWriteRequest {
  kind: OfflineActionKind;
  method: 'POST' | 'PUT' | 'DELETE';
  /** An /api/v1/ path of this site. */
  path: string;
  body?: unknown;
  eventId: string;
  eventName: string;
}

export type QueuedWriteResult<T> = { status: 'sent'; data: T } | { status: 'queued'; item: SyncQueueItem };

/** How long asking for a Background Sync may wait for the service worker. */
const SYNC_REGISTER_TIMEOUT_MS = 3_000;

function unreachable(): ApiError {
  return new ApiError({
    status: 0,
    code: 'network.unreachable',
    detail: 'Não foi possível conectar ao servidor.',
  });
}

/**
 * Asks the service worker for a Background Sync of the queue (spec §7). Browsers without it, or
 * without a service worker, answer false: the page replays when the connection comes back.
 * Never throws, never waits more than a few seconds.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), SYNC_REGISTER_TIMEOUT_MS);
    });
    const registration = await Promise.race([container.ready, timeout]);
    clearTimeout(timer);
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    if (!sync) return false;
    await sync.register(SYNC_OFFLINE_ACTIONS_TAG);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a write that may be made without a connection (RSVP, cancel, interest, check-in, comment),
 * with an Idempotency-Key so sending it twice does it once. When the server cannot be reached (or
 * the browser says it is offline) the write is queued under the same key and sent later; any other
 * failure is thrown as it came. If it cannot be queued either, the network error is thrown:
 * nothing is lost without the person being told.
 */
export async function queuedWrite<T>(
  request: QueuedWriteRequest,
  userId: string,
): Promise<QueuedWriteResult<T>> {
  const idempotencyKey = crypto.randomUUID();
  let networkError: ApiError | null = null;
  if (!browserSaysOffline()) {
    try {
      const data = await apiFetch<T>(request.path, {
        method: request.method,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        ...(request.body !== undefined ? { json: request.body } : {}),
      });
      return { status: 'sent', data };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
      networkError = error;
    }
  }

  let item: SyncQueueItem;
  try {
    // The offline store (and Dexie) loads only when something has to wait.
    const { enqueueSyncItem } = await import('./sync-queue.ts');
    item = await enqueueSyncItem({
      kind: request.kind,
      method: request.method,
      path: request.path,
      ...(request.body !== undefined ? { body: request.body } : {}),
      idempotencyKey,
      eventId: request.eventId,
      eventName: request.eventName,
      userId,
      state: 'pending',
      attempts: 0,
      createdAt: new Date().toISOString(),
    });
  } catch {
    throw networkError ?? unreachable();
  }
  void requestBackgroundSync();
  return { status: 'queued', item };
}
