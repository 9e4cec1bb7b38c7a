import 'fake-indexeddb/auto';
import { eventAttendanceSchema, OFFLINE_DB_NAME } from '@eventos/domain';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_IMAGES_CACHE } from './cache-names.ts';
import { closeOfflineDbForTests, offlineDb } from './offline-db.ts';
import {
  listSavedEvents,
  readSavedEvent,
  refreshSavedEvents,
  SAVED_EVENTS_MAX,
  saveEventNow,
  storeDoorList,
} from './saved-events.ts';
import { fakeOfflineApi, goingEvent, JOANA, organisedEvent, PEDRO } from './testing/fake-offline-api.ts';

const NOW = () => new Date('2026-03-10T12:00:00.000Z');

/** Cache Storage as the browser keeps it, in memory (jsdom has none). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const storage = {
    open: async (name: string) => {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return {
        match: async (url: string) => entries.get(url),
        put: async (url: string, response: Response) => void entries.set(url, response),
      };
    },
  };
  vi.stubGlobal('caches', storage);
  return stores;
}

beforeEach(async () => {
  await closeOfflineDbForTests();
  await Dexie.delete(OFFLINE_DB_NAME);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshSavedEvents', () => {
  it('saves every upcoming event, page after page, with its detail and the ticket, soonest first', async () => {
    const samba = goingEvent('Roda de Samba', { startDatetime: '2026-03-20T22:00:00.000Z' });
    const sarau = goingEvent('Sarau', {
      startDatetime: '2026-03-12T22:00:00.000Z',
      interested: true,
      mine: null,
    });
    const feira = goingEvent('Feira', { startDatetime: '2026-03-15T22:00:00.000Z' });
    const { api, fetch } = fakeOfflineApi({ [JOANA]: [samba, sarau, feira] });
    api.pageSize = 2;

    const result = await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });

    expect(result).toEqual({ saved: 3, removed: 0, skipped: 0 });
    expect(api.requests.filter((r) => r.includes('/me/'))).toEqual([
      'GET /api/v1/me/participating?when=upcoming',
      'GET /api/v1/me/organizing?state=published',
      'GET /api/v1/me/participating?when=upcoming&cursor=2',
    ]);
    const saved = await listSavedEvents(JOANA);
    expect(saved.map((row) => row.card.name)).toEqual(['Sarau', 'Feira', 'Roda de Samba']);
    const row = saved[2];
    expect(row?.savedAt).toBe('2026-03-10T12:00:00.000Z');
    expect(row?.detail).toEqual(samba.detail);
    expect(eventAttendanceSchema.parse(row?.attendance).mine?.ticketCode).toBe('K7M2Q9XPLT');
    expect(row?.doorList).toBeUndefined();
    expect((await readSavedEvent('roda-de-samba', JOANA))?.id).toBe(samba.detail.id);
    expect((await readSavedEvent(samba.detail.id, JOANA))?.slug).toBe('roda-de-samba');
    // A person's own events do not ask for door lists.
    expect(api.requests.some((r) => r.includes('door-list'))).toBe(false);
  });

  it('saves the events the person organises with their door list', async () => {
    const festa = await organisedEvent('Festa Junina', [{ name: 'Ana', code: 'ABCDEFGH23' }]);
    const { fetch } = fakeOfflineApi({ [JOANA]: [festa] });
    await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });
    const row = await readSavedEvent(festa.detail.id, JOANA);
    expect(row?.doorList).toEqual(festa.doorList);
    expect(row?.detail.isOwner).toBe(true);
  });

  it('drops the rows of events the person no longer takes part in', async () => {
    const samba = goingEvent('Roda de Samba');
    const feira = goingEvent('Feira');
    const { api, fetch } = fakeOfflineApi({ [JOANA]: [samba, feira] });
    await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });
    api.events.set(JOANA, [feira]);

    const result = await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });

    expect(result).toEqual({ saved: 1, removed: 1, skipped: 0 });
    expect((await listSavedEvents(JOANA)).map((row) => row.card.name)).toEqual(['Feira']);
    expect(await readSavedEvent(samba.detail.id, JOANA)).toBeUndefined();
  });

  it("keeps each person's events apart on a shared device", async () => {
    const samba = goingEvent('Roda de Samba');
    const forro = goingEvent('Forró');
    const { api, fetch } = fakeOfflineApi({ [JOANA]: [samba], [PEDRO]: [forro] });
    await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });
    api.userId = PEDRO;
    await refreshSavedEvents({ fetch, userId: PEDRO, now: NOW });

    expect((await listSavedEvents(JOANA)).map((row) => row.card.name)).toEqual(['Roda de Samba']);
    expect((await listSavedEvents(PEDRO)).map((row) => row.card.name)).toEqual(['Forró']);
    expect(await readSavedEvent(samba.detail.id, PEDRO)).toBeUndefined();
    expect(await readSavedEvent('roda-de-samba', PEDRO)).toBeUndefined();
    expect(await readSavedEvent('forro', JOANA)).toBeUndefined();
  });

  it('skips an event whose detail or attendance fails the schema, and never stores it', async () => {
    const samba = goingEvent('Roda de Samba');
    const broken = goingEvent('Quebrado');
    const noTicket = goingEvent('Sem Ingresso');
    const { api, fetch } = fakeOfflineApi({ [JOANA]: [samba, broken, noTicket] });
    api.override = (path) => {
      if (path === `/api/v1/events/${broken.detail.id}`)
        return new Response(JSON.stringify({ id: broken.detail.id, name: 1 }), {
          headers: { 'content-type': 'application/json' },
        });
      if (path === `/api/v1/events/${noTicket.detail.id}/attendance`)
        return new Response(JSON.stringify({ ...noTicket.attendance, mine: { ticketCode: 'roubado' } }), {
          headers: { 'content-type': 'application/json' },
        });
      return undefined;
    };

    const result = await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });

    expect(result).toEqual({ saved: 1, removed: 0, skipped: 2 });
    const db = await offlineDb();
    expect((await db.savedEvents.toArray()).map((row) => row.id)).toEqual([samba.detail.id]);
  });

  it('throws without a connection and keeps what was saved', async () => {
    const samba = goingEvent('Roda de Samba');
    const { api, fetch } = fakeOfflineApi({ [JOANA]: [samba] });
    await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });
    api.offline = true;
    await expect(refreshSavedEvents({ fetch, userId: JOANA, now: NOW })).rejects.toThrow();
    expect(await listSavedEvents(JOANA)).toHaveLength(1);
  });

  it(`saves at most ${SAVED_EVENTS_MAX} events, the soonest`, async () => {
    const many = Array.from({ length: SAVED_EVENTS_MAX + 3 }, (_, i) =>
      goingEvent(`Evento ${i}`, { startDatetime: new Date(Date.UTC(2026, 3, 1, 0, i)).toISOString() }),
    );
    const { fetch } = fakeOfflineApi({ [JOANA]: many });
    const result = await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });
    expect(result.saved).toBe(SAVED_EVENTS_MAX);
    const names = (await listSavedEvents(JOANA)).map((row) => row.card.name);
    expect(names[0]).toBe('Evento 0');
    expect(names).not.toContain(`Evento ${SAVED_EVENTS_MAX}`);
  });

  it('puts the covers and the organiser photo in the shared image cache', async () => {
    const stores = fakeCaches();
    const samba = goingEvent('Roda de Samba');
    samba.detail = {
      ...samba.detail,
      organizer: {
        ...(samba.detail.organizer as { type: 'user' } & typeof samba.detail.organizer),
        avatarPath: 'avatars/maria.webp',
      },
    } as typeof samba.detail;
    const { fetch } = fakeOfflineApi({ [JOANA]: [samba] });
    await refreshSavedEvents({ fetch, userId: JOANA, now: NOW });
    const id = samba.detail.id;
    expect([...(stores.get(EVENT_IMAGES_CACHE)?.keys() ?? [])].sort()).toEqual([
      '/uploads/avatars/maria.webp',
      `/uploads/events/${id}/capa-1280.webp`,
      `/uploads/events/${id}/capa-640.webp`,
    ]);
  });
});

describe('saved rows', () => {
  it('saves one event now, its card made from the detail', async () => {
    const samba = goingEvent('Roda de Samba');
    const { fetch } = fakeOfflineApi({ [JOANA]: [samba] });
    const row = await saveEventNow(samba.detail.id, JOANA, fetch);
    expect(row?.card).toEqual((await listSavedEvents(JOANA))[0]?.card);
    expect(row?.card.name).toBe('Roda de Samba');
    expect(row?.card.location?.city).toBe('São Paulo');
  });

  it('drops a damaged row instead of showing it', async () => {
    const samba = goingEvent('Roda de Samba');
    const { fetch } = fakeOfflineApi({ [JOANA]: [samba] });
    await saveEventNow(samba.detail.id, JOANA, fetch);
    const db = await offlineDb();
    await db.savedEvents.update(samba.detail.id, { attendance: { eventId: 'x' } as never });
    expect(await readSavedEvent(samba.detail.id, JOANA)).toBeUndefined();
    expect(await db.savedEvents.count()).toBe(0);
  });

  it("keeps a door list changed here on the organiser's row only", async () => {
    const festa = await organisedEvent('Festa Junina', [{ name: 'Ana', code: 'ABCDEFGH23' }]);
    const { fetch } = fakeOfflineApi({ [JOANA]: [festa] });
    await saveEventNow(festa.detail.id, JOANA, fetch);
    if (!festa.doorList) throw new Error('the organised event has a door list');
    const changed = { ...festa.doorList, generatedAt: '2026-03-14T21:30:00.000Z' };
    expect(await storeDoorList(PEDRO, changed)).toBe(false);
    expect(await storeDoorList(JOANA, changed)).toBe(true);
    expect((await readSavedEvent(festa.detail.id, JOANA))?.doorList?.generatedAt).toBe(
      '2026-03-14T21:30:00.000Z',
    );
  });
});
