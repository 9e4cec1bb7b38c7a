import 'fake-indexeddb/auto';
import { SYNC_OFFLINE_ACTIONS_TAG } from '@eventos/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../test/http.ts';
import { ApiError } from '../api-client.ts';
import { closeOfflineDbForTests, offlineDb } from './offline-db.ts';
import { queuedWrite, requestBackgroundSync } from './queued-write.ts';
import { readSyncQueue } from './sync-queue.ts';

const ANA = '00000000-0000-4000-8000-00000000000a';
const EVENT = '00000000-0000-4000-8000-0000000000e1';
const request = {
  kind: 'comment' as const,
  method: 'POST' as const,
  path: `/api/v1/events/${EVENT}/comments`,
  body: { body: 'Vou levar quentão' },
  eventId: EVENT,
  eventName: 'Festa junina',
};

beforeEach(async () => {
  await (await offlineDb()).syncQueue.clear();
});

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await closeOfflineDbForTests();
});

describe('queuedWrite', () => {
  it('sends at once with an Idempotency-Key and answers the data', async () => {
    const fetch = stubFetch(() => jsonResponse({ id: 'c1' }, { status: 201 }));
    const result = await queuedWrite<{ id: string }>(request, ANA);
    expect(result).toEqual({ status: 'sent', data: { id: 'c1' } });
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(init?.body).toBe(JSON.stringify(request.body));
    expect(await readSyncQueue()).toEqual([]);
  });

  it('queues the write under the same key when the server cannot be reached, and asks for a Background Sync', async () => {
    const register = vi.fn(async () => {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ sync: { register } }) },
    });
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await queuedWrite(request, ANA);
    expect(result.status).toBe('queued');
    const key = new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Idempotency-Key');
    const [item] = await readSyncQueue(ANA);
    expect(item).toMatchObject({
      ...request,
      idempotencyKey: key,
      userId: ANA,
      state: 'pending',
      attempts: 0,
    });
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(SYNC_OFFLINE_ACTIONS_TAG));
  });

  it('does not even try when the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = stubFetch(() => jsonResponse({}));
    expect((await queuedWrite(request, ANA)).status).toBe('queued');
    expect(fetch).not.toHaveBeenCalled();
    expect(await readSyncQueue(ANA)).toHaveLength(1);
  });

  it('throws any other failure as it came, queueing nothing', async () => {
    stubFetch(() =>
      problemResponse(403, { title: 'x', detail: 'Comentários encerrados.', code: 'comment.closed' }),
    );
    await expect(queuedWrite(request, ANA)).rejects.toMatchObject({ status: 403, code: 'comment.closed' });
    expect(await readSyncQueue()).toEqual([]);
  });

  it('throws the network error when the offline store is unavailable (nothing silently lost)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    // A row the queue refuses stands for a store that cannot keep it.
    await expect(queuedWrite({ ...request, path: '/elsewhere' }, ANA)).rejects.toBeInstanceOf(ApiError);
    await expect(queuedWrite({ ...request, path: '/elsewhere' }, ANA)).rejects.toMatchObject({ status: 0 });
    expect(await readSyncQueue()).toEqual([]);
  });
});

describe('requestBackgroundSync', () => {
  it('answers false without a service worker, or when Background Sync is missing or refuses', async () => {
    expect(await requestBackgroundSync()).toBe(false);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({}) },
    });
    expect(await requestBackgroundSync()).toBe(false);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ sync: { register: () => Promise.reject(new Error('denied')) } }) },
    });
    expect(await requestBackgroundSync()).toBe(false);
  });

  it('never waits for a service worker that never gets ready', async () => {
    vi.useFakeTimers();
    try {
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { ready: new Promise(() => {}) },
      });
      const asked = requestBackgroundSync();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await asked).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
