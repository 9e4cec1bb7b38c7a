import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDbForTests, offlineDb } from '../../../lib/offline/offline-db.ts';
import { readSyncQueue } from '../../../lib/offline/sync-queue.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ANA, BIA, EVENT_2, queueAction } from '../testing/queue-fixture.ts';
import { OfflineStatus } from './offline-status.tsx';

function renderStatus(userId: string | null = ANA) {
  return renderRoutes([
    { path: '/', element: <OfflineStatus userId={userId} /> },
    { path: '/events/:id', element: <p>Página do evento</p> },
  ]);
}

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
}

beforeEach(async () => {
  await (await offlineDb()).syncQueue.clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await closeOfflineDbForTests();
});

describe('OfflineStatus — the banner', () => {
  it('says the app is offline, with how many of the person’s actions wait, and goes when online', async () => {
    // Going back online replays: the server answers this one.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await queueAction();
    await queueAction({ kind: 'comment', method: 'POST', body: { body: 'Oi' } });
    await queueAction({ userId: BIA });
    const back = goOffline();
    renderStatus();
    const banner = await screen.findByText(
      'Você está sem conexão. Mostrando o que está salvo neste aparelho.',
    );
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('2 ações aguardando conexão')).toBeInTheDocument();

    act(() => back());
    await waitFor(() => expect(screen.queryByText(/sem conexão/)).toBeNull());
    // The replay sent Ana's two (not Bia's).
    await waitFor(async () => expect((await readSyncQueue()).map((i) => i.userId)).toEqual([BIA]));
  });

  it('counts one action in the singular, and shows nothing online with nothing refused', async () => {
    await queueAction();
    const back = goOffline();
    const view = renderStatus();
    expect(await screen.findByText('1 ação aguardando conexão')).toBeInTheDocument();
    view.unmount();
    back();
    await (await offlineDb()).syncQueue.clear();
    const { container } = renderStatus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});

describe('OfflineStatus — actions the server refused', () => {
  it('lists each with its event, what it was and why; Ver evento, Dispensar and Tentar de novo', async () => {
    goOffline();
    const closed = await queueAction({
      kind: 'comment',
      method: 'POST',
      body: { body: 'Oi' },
      eventId: EVENT_2,
      eventName: 'Sarau',
      state: 'failed',
      problem: { status: 403, code: 'comment.closed', detail: 'texto do servidor' },
    });
    await queueAction({
      state: 'failed',
      problem: { status: 409, code: 'attendance.some_new_reason', detail: 'O evento está lotado.' },
    });
    const unreachable = await queueAction({
      kind: 'interest-off',
      state: 'failed',
      attempts: 20,
      problem: { status: 0, code: 'network.unreachable', detail: 'Não foi possível conectar ao servidor.' },
    });
    const { router } = renderStatus();

    fireEvent.click(await screen.findByRole('button', { name: 'Ver' }));
    expect(screen.getByText('Algumas ações não puderam ser feitas')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Ações não feitas' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [comment, rsvp, interest] = items.map((item) => within(item));
    expect(comment?.getByText('Sarau')).toBeInTheDocument();
    expect(comment?.getByText('Comentário')).toBeInTheDocument();
    // A known code in the person's language; an unknown one in the server's words.
    expect(comment?.getByText('Os comentários deste evento estão encerrados.')).toBeInTheDocument();
    expect(rsvp?.getByText('Confirmar presença')).toBeInTheDocument();
    expect(rsvp?.getByText('O evento está lotado.')).toBeInTheDocument();
    expect(interest?.getByText('Remover interesse')).toBeInTheDocument();
    // Only what never reached the server can be tried again.
    expect(comment?.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();

    fireEvent.click(interest?.getByRole('button', { name: 'Tentar de novo' }) as HTMLElement);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    const retried = (await readSyncQueue(ANA)).find((i) => i.id === unreachable.id);
    expect(retried).toMatchObject({ state: 'pending', attempts: 0 });
    expect(retried?.problem).toBeUndefined();

    fireEvent.click(rsvp?.getByRole('button', { name: 'Dispensar' }) as HTMLElement);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('link', { name: 'Ver evento' }));
    expect(await screen.findByText('Página do evento')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/events/${closed.eventId}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the dialog and the bar when the last refused action is dismissed', async () => {
    await queueAction({
      state: 'failed',
      problem: { status: 409, code: 'attendance.closed.deadline', detail: 'Prazo encerrado.' },
    });
    renderStatus();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ações não feitas' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispensar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Algumas ações não puderam ser feitas')).toBeNull();
    expect(await readSyncQueue()).toEqual([]);
  });
});
