import 'fake-indexeddb/auto';
import { OFFLINE_DB_NAME } from '@eventos/domain';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDbForTests } from '../../../lib/offline/offline-db.ts';
import { listSavedEvents, refreshSavedEvents } from '../../../lib/offline/saved-events.ts';
import {
  type FakeEvent,
  fakeOfflineApi,
  goingEvent,
  JOANA,
  organisedEvent,
} from '../../../lib/offline/testing/fake-offline-api.ts';
import { SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ParticipatingPage } from './participating-page.tsx';

const slow = { timeout: 3_000 };
const SIGNED_IN = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() } as const;
const OFFLINE_NOTE = 'Sem conexão: mostrando os eventos salvos neste aparelho.';

function renderPage(path = '/participating') {
  return renderRoutes(
    [
      {
        path: '/participating',
        element: (
          <SessionProvider session={SIGNED_IN}>
            <ParticipatingPage />
          </SessionProvider>
        ),
      },
    ],
    path,
  );
}

/** Saves `events` for Joana while online, then takes the connection away. */
async function savedThenOffline(events: FakeEvent[]) {
  const { fetch } = fakeOfflineApi({ [JOANA]: events });
  await refreshSavedEvents({ fetch, userId: JOANA });
  goOffline();
}

/** No connection, and the browser knows it (the query client too). */
function goOffline() {
  stubFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

beforeEach(async () => {
  await closeOfflineDbForTests();
  await Dexie.delete(OFFLINE_DB_NAME);
  localStorage.clear();
});

describe('/participating without a connection', () => {
  it('lists the saved upcoming events with a note, and opens a ticket with its QR code', async () => {
    const samba = goingEvent('Roda de Samba', {
      startDatetime: '2099-03-14T22:00:00.000Z',
      mine: { ticketCode: 'K7MQ2XH9PA' },
    });
    const sarau = goingEvent('Sarau', {
      startDatetime: '2099-03-20T22:00:00.000Z',
      mine: null,
      interested: true,
    });
    const over = goingEvent('Já Passou', { startDatetime: '2000-01-01T22:00:00.000Z' });
    const cancelled = goingEvent('Desisti', {
      startDatetime: '2099-03-21T22:00:00.000Z',
      mine: { status: 'cancelled', ticketCode: null },
    });
    const festa = await organisedEvent('Festa Junina', [{ name: 'Ana', code: 'ABCDEFGH23' }]);
    festa.detail = { ...festa.detail, startDatetime: '2099-06-20T22:00:00.000Z' };
    await savedThenOffline([samba, sarau, over, cancelled, festa]);

    renderPage();

    expect(await screen.findByText(OFFLINE_NOTE, {}, slow)).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.filter((name) => name !== 'Adicionar à agenda')).toEqual(['Roda de Samba', 'Sarau']);
    expect(
      within(screen.getByRole('article', { name: 'Sarau' })).getByText('Interessado'),
    ).toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Roda de Samba' })).getByRole('button', {
        name: 'Ver ingresso',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roda de Samba' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code do ingresso K7MQ2XH9PA' }, slow),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('ticket-code')).toHaveTextContent('K7MQ2XH9PA');
    expect(await within(dialog).findByText('Salvo para usar sem conexão', {}, slow)).toBeInTheDocument();
  });

  it('shows the usual error when nothing was saved on this device', async () => {
    goOffline();
    renderPage();
    // After the query client's two retries.
    expect(
      await screen.findByText('Não foi possível carregar seus eventos', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
  });

  it('lists the saved events I organise on the Organizando tab', async () => {
    const festa = await organisedEvent('Festa Junina', [{ name: 'Ana', code: 'ABCDEFGH23' }]);
    festa.detail = { ...festa.detail, startDatetime: '2099-06-20T22:00:00.000Z' };
    const samba = goingEvent('Roda de Samba', { startDatetime: '2099-03-14T22:00:00.000Z' });
    await savedThenOffline([festa, samba]);

    renderPage('/participating?mainTab=organizing');

    expect(await screen.findByText(OFFLINE_NOTE, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerenciar participantes de Festa Junina' })).toBeInTheDocument();
    expect(screen.queryByText('Roda de Samba')).toBeNull();
  });
});

describe('/participating online', () => {
  it('saves the upcoming events for later once the list has loaded, and says nothing about it', async () => {
    const samba = goingEvent('Roda de Samba', { startDatetime: '2099-03-14T22:00:00.000Z' });
    const { api, answer } = fakeOfflineApi({ [JOANA]: [samba] });
    stubFetch(answer);
    renderPage();

    expect(await screen.findByRole('link', { name: 'Roda de Samba' }, slow)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await listSavedEvents(JOANA)).map((row) => row.id)).toEqual([samba.detail.id]),
    );
    expect(api.requests).toContain(`GET /api/v1/events/${samba.detail.id}/attendance`);
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
  });
});
