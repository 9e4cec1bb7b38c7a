import 'fake-indexeddb/auto';
import { SYNC_MAX_ATTEMPTS, type SyncQueueItem } from '@eventos/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse } from '../../test/http.ts';
import { closeOfflineDbForTests, offlineDb } from './offline-db.ts';
import { REPLAY_LOCK, replaySyncQueue } from './replay.ts';
import { onSynced, type SyncedMessage } from './sync-channel.ts';
import { enqueueSyncItem, readSyncQueue } from './sync-queue.ts';

const ANA = '00000000-0000-4000-8000-00000000000a';
const BIA = '00000000-0000-4000-8000-00000000000b';
const EVENT_1 = '00000000-0000-4000-8000-0000000000e1';
const EVENT_2 = '00000000-0000-4000-8000-0000000000e2';

let keySeq = 0;
function queue(overrides: Partial<SyncQueueItem> = {}) {
  keySeq++;
  return enqueueSyncItem({
    kind: 'rsvp',
    method: 'PUT',
    path: `/api/v1/events/${EVENT_1}/attendance`,
    idempotencyKey: `key-${String(keySeq).padStart(4, '0')}`,
    eventId: EVENT_1,
    eventName: 'Festa junina',
    userId: ANA,
    state: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}

/** The server at the network boundary: answers by path, records what it was sent. */
function server(answer: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const sent: { path: string; method: string; key: string | null; body: unknown; credentials: unknown }[] =
    [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const headers = new Headers(init.headers);
    sent.push({
      path,
      method: init.method ?? 'GET',
      key: headers.get('Idempotency-Key'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init.credentials,
    });
    return answer(path, init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const attendanceOk = () => jsonResponse({ ok: true });

beforeEach(async () => {
  const db = await offlineDb();
  await db.syncQueue.clear();
});

afterEach(async () => {
  await closeOfflineDbForTests();
});

describe('replaySyncQueue', () => {
  it('sends the oldest first, each with its own key and body, and removes what the server accepted', async () => {
    const first = await queue();
    const second = await queue({
      kind: 'comment',
      method: 'POST',
      path: `/api/v1/events/${EVENT_2}/comments`,
      body: { body: 'Até lá!' },
      eventId: EVENT_2,
    });
    const { fetch, sent } = server(attendanceOk);
    const report = await replaySyncQueue({ fetch });
    expect(sent.map((s) => [s.method, s.path, s.key, s.body])).toEqual([
      ['PUT', first.path, first.idempotencyKey, undefined],
      ['POST', second.path, second.idempotencyKey, { body: 'Até lá!' }],
    ]);
    expect(sent.every((s) => s.credentials === 'same-origin')).toBe(true);
    expect(report).toMatchObject({ sent: 2, failed: 0, pending: 0, stopped: null });
    expect(report.eventIds.sort()).toEqual([EVENT_1, EVENT_2]);
    expect(await readSyncQueue()).toEqual([]);
  });

  it('marks a refused action failed with the problem and goes on with the next', async () => {
    const full = await queue();
    await queue({ kind: 'interest-on', path: `/api/v1/events/${EVENT_1}/interest` });
    const { fetch } = server((path) =>
      path.endsWith('/attendance')
        ? problemResponse(409, { title: 'Lotado', detail: 'O evento está lotado.', code: 'attendance.full' })
        : attendanceOk(),
    );
    const report = await replaySyncQueue({ fetch });
    expect(report).toMatchObject({ sent: 1, failed: 1, pending: 0, stopped: null });
    const [left] = await readSyncQueue();
    expect(left).toMatchObject({
      id: full.id,
      state: 'failed',
      problem: { status: 409, code: 'attendance.full', detail: 'O evento está lotado.' },
    });
    // A failed action is not sent again.
    const again = server(attendanceOk);
    expect(await replaySyncQueue({ fetch: again.fetch })).toMatchObject({ sent: 0, failed: 0 });
    expect(again.sent).toEqual([]);
  });

  it('keeps the action on a 5xx, 429 or no answer, counts the try and stops the round', async () => {
    await queue();
    await queue();
    for (const answer of [
      () => problemResponse(503, { title: 'x', detail: 'fora do ar', code: 'unavailable' }),
      () => new Response(null, { status: 429 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { fetch, sent } = server(answer);
      const report = await replaySyncQueue({ fetch });
      expect(report).toMatchObject({ sent: 0, failed: 0, pending: 2, stopped: 'unreachable' });
      expect(sent).toHaveLength(1);
    }
    const items = await readSyncQueue();
    expect(items.map((i) => [i.state, i.attempts])).toEqual([
      ['pending', 3],
      ['pending', 0],
    ]);
  });

  it('gives an action up as network.unreachable after the last try', async () => {
    await queue({ attempts: SYNC_MAX_ATTEMPTS - 1 });
    const { fetch } = server(() => new Response(null, { status: 502 }));
    const report = await replaySyncQueue({ fetch });
    expect(report).toMatchObject({ failed: 1, pending: 0 });
    const [item] = await readSyncQueue();
    expect(item).toMatchObject({ state: 'failed', attempts: SYNC_MAX_ATTEMPTS });
    expect(item?.problem?.code).toBe('network.unreachable');
  });

  it('stops at a 401 (signed out) and keeps everything', async () => {
    await queue();
    await queue();
    const { fetch, sent } = server(() =>
      problemResponse(401, { title: 'x', detail: 'Usuário não autenticado', code: 'auth.unauthenticated' }),
    );
    const report = await replaySyncQueue({ fetch });
    expect(report).toMatchObject({ sent: 0, failed: 0, pending: 2, stopped: 'signed-out' });
    expect(sent).toHaveLength(1);
    expect((await readSyncQueue()).map((i) => [i.state, i.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
  });

  it("sends only the given user's actions", async () => {
    await queue({ userId: BIA });
    const mine = await queue();
    const { fetch, sent } = server(attendanceOk);
    await replaySyncQueue({ fetch, userId: ANA });
    expect(sent.map((s) => s.key)).toEqual([mine.idempotencyKey]);
    expect((await readSyncQueue()).map((i) => i.userId)).toEqual([BIA]);
  });

  it('runs one replay at a time: a second one meanwhile answers busy and sends nothing', async () => {
    await queue();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch, sent } = server(async () => {
      await gate;
      return attendanceOk();
    });
    const first = replaySyncQueue({ fetch });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(await replaySyncQueue({ fetch })).toMatchObject({ stopped: 'busy', sent: 0 });
    release();
    expect(await first).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    // Once done, the next replay runs.
    expect(await replaySyncQueue({ fetch })).toMatchObject({ stopped: null });
  });

  it('takes the Web Lock shared with other tabs and the worker, and answers busy when it is held', async () => {
    await queue();
    let held = false;
    const request = vi.fn(
      async (_name: string, _options: { ifAvailable: boolean }, run: (lock: object | null) => unknown) =>
        run(held ? null : { name: REPLAY_LOCK }),
    );
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      held = true;
      const busy = server(attendanceOk);
      expect(await replaySyncQueue({ fetch: busy.fetch })).toMatchObject({ stopped: 'busy' });
      expect(busy.sent).toEqual([]);
      held = false;
      expect(await replaySyncQueue({ fetch: server(attendanceOk).fetch })).toMatchObject({ sent: 1 });
      expect(request).toHaveBeenCalledWith(REPLAY_LOCK, { ifAvailable: true }, expect.any(Function));
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('tells the open pages what changed, and nothing when nothing did', async () => {
    const messages: SyncedMessage[] = [];
    const stop = onSynced((message) => messages.push(message));
    await queue({ eventId: EVENT_2, path: `/api/v1/events/${EVENT_2}/attendance` });
    await replaySyncQueue({ fetch: server(attendanceOk).fetch });
    await replaySyncQueue({ fetch: server(attendanceOk).fetch });
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toEqual({ type: 'synced', sent: 1, failed: 0, eventIds: [EVENT_2] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messages).toHaveLength(1);
    stop();
  });

  it('drops a damaged row instead of sending it', async () => {
    const db = await offlineDb();
    await db.syncQueue.add({ kind: 'rsvp', path: 'https://elsewhere.example/x' } as never);
    const { fetch, sent } = server(attendanceOk);
    await replaySyncQueue({ fetch });
    expect(sent).toEqual([]);
    expect(await db.syncQueue.count()).toBe(0);
  });
});
