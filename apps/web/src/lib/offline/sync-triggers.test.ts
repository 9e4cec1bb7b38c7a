import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discussionKeys } from '../../features/event-discussion/api/discussion-keys.ts';
import { eventKeys } from '../../features/events/api/event-keys.ts';
import { ANA, BIA, EVENT_1, EVENT_2, queueAction } from '../../features/offline/testing/queue-fixture.ts';
import { myEventsKeys } from '../../features/participating/api/my-events-keys.ts';
import { jsonResponse, stubFetch } from '../../test/http.ts';
import { closeOfflineDbForTests, offlineDb } from './offline-db.ts';
import type { SyncedMessage } from './sync-channel.ts';
import { readSyncQueue } from './sync-queue.ts';
import { startOfflineSync } from './sync-triggers.ts';

let stop: () => void = () => {};

beforeEach(async () => {
  await (await offlineDb()).syncQueue.clear();
});

afterEach(async () => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await closeOfflineDbForTests();
});

/** A query client holding what the pages read of both events and the person's lists. */
function cachedQueries() {
  const queryClient = new QueryClient();
  for (const eventId of [EVENT_1, EVENT_2]) {
    queryClient.setQueryData(eventKeys.attendance(eventId, ANA), { eventId });
    queryClient.setQueryData([...discussionKeys.event(eventId), 'comments', 'newest', null, ANA], {});
  }
  queryClient.setQueryData(myEventsKeys.participating('upcoming'), {});
  return queryClient;
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('startOfflineSync', () => {
  it('sends the person’s waiting actions at start when online, then refreshes what they changed', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    await queueAction({ eventId: EVENT_1 });
    await queueAction({ userId: BIA, eventId: EVENT_2 });
    const queryClient = cachedQueries();
    const heard: SyncedMessage[] = [];
    stop = startOfflineSync(queryClient, { userId: ANA, onSynced: (m) => heard.push(m) });

    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ sent: 1, failed: 0, eventIds: [EVENT_1] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await readSyncQueue()).map((i) => i.userId)).toEqual([BIA]);
    expect(stale(queryClient, eventKeys.attendance(EVENT_1, ANA))).toBe(true);
    expect(stale(queryClient, [...discussionKeys.event(EVENT_1), 'comments', 'newest', null, ANA])).toBe(
      true,
    );
    expect(stale(queryClient, myEventsKeys.participating('upcoming'))).toBe(true);
    expect(stale(queryClient, eventKeys.attendance(EVENT_2, ANA))).toBe(false);
  });

  it('waits for the connection: nothing at start offline, the replay on "online"', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = stubFetch(() => jsonResponse({}));
    await queueAction();
    stop = startOfflineSync(new QueryClient(), { userId: ANA });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await readSyncQueue()).toEqual([]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a visitor, and nothing once stopped', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    await queueAction();
    stop = startOfflineSync(new QueryClient(), { userId: null });
    window.dispatchEvent(new Event('online'));
    const other = startOfflineSync(new QueryClient(), { userId: ANA });
    other();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
