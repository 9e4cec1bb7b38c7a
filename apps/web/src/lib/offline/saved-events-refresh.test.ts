import 'fake-indexeddb/auto';
import { OFFLINE_DB_NAME } from '@eventos/domain';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/http.ts';
import { meFixture } from '../session/testing/me-fixture.ts';
import { closeOfflineDbForTests } from './offline-db.ts';
import { listSavedEvents } from './saved-events.ts';
import { refreshSavedEventsSoon, SAVED_EVENTS_STALE_MS } from './saved-events-refresh.ts';
import { fakeOfflineApi, goingEvent, JOANA } from './testing/fake-offline-api.ts';
import { savedEventsOwner } from './use-saved-events-refresh.ts';

beforeEach(async () => {
  await closeOfflineDbForTests();
  await Dexie.delete(OFFLINE_DB_NAME);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const listReads = (requests: string[]) =>
  requests.filter((r) => r.startsWith('GET /api/v1/me/participating'));

describe('refreshSavedEventsSoon', () => {
  it('refreshes once, then not again until the saved events are 30 minutes old', async () => {
    const { api, answer } = fakeOfflineApi({ [JOANA]: [goingEvent('Roda de Samba')] });
    stubFetch(answer);

    await refreshSavedEventsSoon(JOANA);
    expect(await listSavedEvents(JOANA)).toHaveLength(1);
    await refreshSavedEventsSoon(JOANA);
    expect(listReads(api.requests)).toHaveLength(1);

    const key = `eventos.savedEvents.refreshedAt.${JOANA}`;
    localStorage.setItem(key, String(Date.now() - SAVED_EVENTS_STALE_MS - 1_000));
    await refreshSavedEventsSoon(JOANA);
    expect(listReads(api.requests)).toHaveLength(2);
  });

  it('asks nothing while the browser says it is offline, and keeps quiet when the server fails', async () => {
    const { api, answer } = fakeOfflineApi({ [JOANA]: [goingEvent('Roda de Samba')] });
    stubFetch(answer);
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await refreshSavedEventsSoon(JOANA);
    expect(api.requests).toEqual([]);

    vi.restoreAllMocks();
    api.offline = true;
    await expect(refreshSavedEventsSoon(JOANA)).resolves.toBeUndefined();
    // A failed refresh is tried again next time.
    api.offline = false;
    await refreshSavedEventsSoon(JOANA);
    expect(await listSavedEvents(JOANA)).toHaveLength(1);
  });
});

describe('savedEventsOwner', () => {
  it('is the signed-in person only', () => {
    const me = meFixture();
    expect(savedEventsOwner({ status: 'authenticated', profileComplete: true, role: 'user', me })).toBe(
      JOANA,
    );
    expect(savedEventsOwner({ status: 'needs-consent', me })).toBeUndefined();
    expect(savedEventsOwner({ status: 'visitor' })).toBeUndefined();
    expect(savedEventsOwner({ status: 'loading' })).toBeUndefined();
  });
});
