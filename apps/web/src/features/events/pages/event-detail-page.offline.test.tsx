import 'fake-indexeddb/auto';
import { OFFLINE_DB_NAME } from '@eventos/domain';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDbForTests } from '../../../lib/offline/offline-db.ts';
import { saveEventNow } from '../../../lib/offline/saved-events.ts';
import { fakeOfflineApi, goingEvent, JOANA, PEDRO } from '../../../lib/offline/testing/fake-offline-api.ts';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { stubFetch } from '../../../test/http.ts';
import { renderEventDetailPage, SIGNED_IN } from '../components/detail/testing/render-event-detail-page.tsx';

const slow = { timeout: 3_000 };

/** Saves the samba night for `userId` while online, then takes the connection away. */
async function savedThenOffline(userId: string) {
  const samba = goingEvent('Roda de Samba');
  const { fetch } = fakeOfflineApi({ [userId]: [samba] }, userId);
  await saveEventNow(samba.detail.id, userId, fetch);
  const requests: string[] = [];
  stubFetch((url) => {
    requests.push(url.pathname);
    throw new TypeError('Failed to fetch');
  });
  // The browser knows: the query client holds queries that may wait for the connection.
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  return { samba, requests };
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

beforeEach(async () => {
  await closeOfflineDbForTests();
  await Dexie.delete(OFFLINE_DB_NAME);
});

describe('Event page without a connection', () => {
  it('shows the copy saved on this device, when it was saved, and my answer with the ticket', async () => {
    expect(meFixture().profile.id).toBe(JOANA);
    const { requests } = await savedThenOffline(JOANA);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('saved-copy-note')).toHaveTextContent(/^Salvo em \d{2}\/\d{2}\/\d{4}/);
    const block = within(await screen.findByRole('region', { name: 'Presença' }, slow));
    expect(await block.findByText('Você vai!', {}, slow)).toBeInTheDocument();
    // The page asked the network first: the saved copy is only the fallback.
    expect(requests[0]).toBe('/api/v1/events/roda-de-samba');
  });

  it('is found by its id as well as its slug', async () => {
    const { samba } = await savedThenOffline(JOANA);
    renderEventDetailPage(`/events/${samba.detail.id}`, SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();
  });

  it("never shows someone else's saved copy: the network error instead", async () => {
    await savedThenOffline(PEDRO);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);
    // After the query client's two retries.
    expect(
      await screen.findByText('Não foi possível carregar o evento', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('saved-copy-note')).toBeNull();
  });

  it('shows the live event, without the note, when the server answers', async () => {
    const samba = goingEvent('Roda de Samba');
    const { answer } = fakeOfflineApi({ [JOANA]: [samba] });
    stubFetch(answer);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('saved-copy-note')).toBeNull());
  });
});
