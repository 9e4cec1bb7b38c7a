import 'fake-indexeddb/auto';
import { OFFLINE_DB_NAME } from '@eventos/domain';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDbForTests, offlineDb } from '../../../lib/offline/offline-db.ts';
import { readSavedEvent, saveEventNow } from '../../../lib/offline/saved-events.ts';
import {
  type FakeEvent,
  fakeOfflineApi,
  JOANA,
  organisedEvent,
} from '../../../lib/offline/testing/fake-offline-api.ts';
import { SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeCounts } from '../testing/manage-fixtures.ts';
import { LiveCheckInPage } from './live-check-in-page.tsx';

const slow = { timeout: 3_000 };
const SIGNED_IN = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() } as const;
const ANA = 'ABCDEFGH23';
const BIA = 'ZX4RT8WQ3N';
const NETWORK_ERROR = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

let festa: FakeEvent;

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/events/:id/live',
        element: (
          <SessionProvider session={SIGNED_IN}>
            <LiveCheckInPage />
          </SessionProvider>
        ),
      },
    ],
    `/events/${festa.detail.id}/live`,
  );
}

/** The API while online: the saved events' side, plus the attendee lists the door screen reads. */
function serveOnline() {
  const { api, answer } = fakeOfflineApi({ [JOANA]: [festa] });
  stubFetch((url, init) => {
    if (url.pathname.endsWith('/attendees'))
      return jsonResponse({ items: [], nextCursor: null, counts: makeCounts({ going: 9, capacity: 50 }) });
    return answer(url, init);
  });
  return api;
}

/** No connection at all: every request fails and the browser says so. */
function goOffline() {
  stubFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  window.dispatchEvent(new Event('offline'));
}

async function typeCode(code: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Ou digite o código' }, slow), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
}

async function nextPerson() {
  fireEvent.click(await screen.findByRole('button', { name: 'Próximo' }));
  await waitFor(() => expect(screen.queryByTestId('check-in-answer')).toBeNull());
}

beforeEach(async () => {
  await closeOfflineDbForTests();
  await Dexie.delete(OFFLINE_DB_NAME);
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      close() {}
    },
  );
  festa = await organisedEvent('Festa Junina', [
    { name: 'Ana Conceição', code: ANA },
    { name: 'Bia Souza', code: BIA, status: 'checked_in' },
    { name: 'Caio Lima', code: 'K7MQ2XH9PA', status: 'waitlisted' },
  ]);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Door screen and the door list', () => {
  it('downloads the door list when it opens online and says check-in works without a connection', async () => {
    const api = serveOnline();
    renderPage();
    expect(await screen.findByTestId('door-list-status', {}, slow)).toHaveTextContent(
      'Lista baixada — check-in funciona sem conexão (2 pessoas)',
    );
    expect(api.requests).toContain(`GET /api/v1/events/${festa.detail.id}/door-list`);
    expect((await readSavedEvent(festa.detail.id, JOANA))?.doorList).toEqual(festa.doorList);
    // Online, the counts are the server's.
    expect(screen.getByTestId('live-going')).toHaveTextContent('9');
  });

  it('checks people in from the saved list without a connection, queued for later', async () => {
    const { fetch } = fakeOfflineApi({ [JOANA]: [festa] });
    await saveEventNow(festa.detail.id, JOANA, fetch);
    goOffline();
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Festa Junina' }, slow)).toBeInTheDocument();
    expect(await screen.findByTestId('door-list-status')).toHaveTextContent(
      'Sem conexão: check-in pela lista baixada',
    );
    // The counts come from the door list: two seats, one already in, capacity from the event.
    expect(screen.getByTestId('live-checked-in')).toHaveTextContent('1');
    expect(screen.getByTestId('live-going')).toHaveTextContent('2');
    expect(screen.getByTestId('live-capacity')).toHaveTextContent('50');

    await typeCode('abcd-efgh 23');
    const answer = await screen.findByTestId('check-in-answer', {}, slow);
    expect(answer).toHaveAttribute('data-result', 'accepted');
    expect(answer).toHaveTextContent('Presença confirmada');
    expect(answer).toHaveTextContent('Ana Conceição');
    expect(answer).toHaveTextContent('Será sincronizado quando a conexão voltar');
    expect(screen.getByTestId('live-checked-in')).toHaveTextContent('2');

    const ana = festa.doorList?.attendees[0];
    const queue = await (await offlineDb()).syncQueue.toArray();
    expect(queue).toEqual([
      expect.objectContaining({
        kind: 'check-in',
        method: 'POST',
        path: `/api/v1/events/${festa.detail.id}/attendees/${ana?.attendanceId}/check-in`,
        eventId: festa.detail.id,
        eventName: 'Festa Junina',
        userId: JOANA,
        state: 'pending',
        attempts: 0,
      }),
    ]);
    expect(queue[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const saved = await readSavedEvent(festa.detail.id, JOANA);
    expect(saved?.doorList?.attendees[0]).toMatchObject({ status: 'checked_in' });

    // The same ticket again: already in, nothing more queued.
    await nextPerson();
    await typeCode(ANA);
    const again = await screen.findByTestId('check-in-answer', {}, slow);
    expect(again).toHaveAttribute('data-result', 'already_checked_in');
    expect(again).toHaveTextContent('Já registrado');
    expect(again).not.toHaveTextContent('Será sincronizado');

    // Someone on the waitlist, or a code nobody has: not found.
    await nextPerson();
    await typeCode('K7MQ2XH9PA');
    expect(await screen.findByTestId('check-in-answer', {}, slow)).toHaveAttribute(
      'data-result',
      'not_found',
    );
    await nextPerson();
    await typeCode('HHHHHHHHHH');
    const unknown = await screen.findByTestId('check-in-answer', {}, slow);
    expect(unknown).toHaveAttribute('data-result', 'not_found');
    expect(unknown).toHaveTextContent('Código não encontrado');
    expect(await (await offlineDb()).syncQueue.count()).toBe(1);

    // Back online before the queue is sent: the list is downloaded again, and Ana stays in.
    vi.restoreAllMocks();
    const api = serveOnline();
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.requests).toContain(`GET /api/v1/events/${festa.detail.id}/door-list`));
    await waitFor(async () =>
      expect((await readSavedEvent(festa.detail.id, JOANA))?.doorList?.generatedAt).toBe(
        festa.doorList?.generatedAt,
      ),
    );
    await waitFor(async () =>
      expect((await readSavedEvent(festa.detail.id, JOANA))?.doorList?.attendees[0]?.status).toBe(
        'checked_in',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('door-list-status')).not.toHaveTextContent('Sem conexão'));
    expect(screen.getByTestId('live-going')).toHaveTextContent('9');
  });

  it('falls back to the list when the browser thinks it is online but the server cannot be reached', async () => {
    serveOnline();
    renderPage();
    await screen.findByTestId('door-list-status', {}, slow);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await typeCode(ANA);
    const answer = await screen.findByTestId('check-in-answer', {}, slow);
    expect(answer).toHaveAttribute('data-result', 'accepted');
    expect(answer).toHaveTextContent('Será sincronizado quando a conexão voltar');
    expect(screen.queryByText(NETWORK_ERROR)).toBeNull();
  });

  it('says it cannot check when there is no connection and no list on this device', async () => {
    const { fetch } = fakeOfflineApi({ [JOANA]: [{ ...festa, doorList: undefined }] });
    await saveEventNow(festa.detail.id, JOANA, fetch);
    goOffline();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Festa Junina' }, slow)).toBeInTheDocument();
    await typeCode(ANA);
    expect(await screen.findByText(NETWORK_ERROR, {}, slow)).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('check-in-answer')).toBeNull();
    expect(screen.queryByTestId('door-list-status')).toBeNull();
    expect(await (await offlineDb()).syncQueue.count()).toBe(0);
  });
});
