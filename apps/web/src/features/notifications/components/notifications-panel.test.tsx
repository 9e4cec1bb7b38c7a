import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeList, makeNotification } from '../testing/notification-fixture.ts';
import { renderPanel } from '../testing/render-panel.tsx';

afterEach(() => dismissToast());

const slow = { timeout: 3_000 };

describe('NotificationsPanel', () => {
  it('says it is loading while the list is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderPanel();
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Carregando...');
  });

  it('shows the empty state', async () => {
    stubFetch((url) =>
      url.pathname.endsWith('unread-count') ? jsonResponse({ unreadCount: 0 }) : jsonResponse(makeList([])),
    );
    renderPanel();
    expect(await screen.findByText('Nenhuma notificação por aqui', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it("shows 'Erro ao buscar notificações' with what went wrong, and retries", async () => {
    let fail = true;
    stubFetch((url) => {
      if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 1 });
      if (fail)
        return problemResponse(503, {
          title: 'x',
          code: 'database.unavailable',
          detail: 'Banco indisponível.',
        });
      return jsonResponse(makeList([makeNotification({ title: 'Chegou de novo' })]));
    });
    renderPanel();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Erro ao buscar notificações');
    expect(alert).toHaveTextContent('Banco indisponível.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Chegou de novo', {}, slow)).toBeInTheDocument();
  });

  it('lists newest first with the body as text, the time in words and an unread dot; loads more', async () => {
    const first = makeNotification({ title: 'Novo evento', body: '<b>negrito</b> não é HTML' });
    const second = makeNotification({ title: 'Lida antes', read: true, readAt: '2026-01-01T00:00:00Z' });
    const third = makeNotification({ title: 'Da página dois' });
    const fetch = stubFetch((url) => {
      if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 2 });
      return url.searchParams.get('cursor') === 'c2'
        ? jsonResponse(makeList([third], null, 2))
        : jsonResponse(makeList([first, second], 'c2', 2));
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Lista de notificações' }, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(rows[0]).toHaveTextContent('Não lida');
    expect(rows[0]).toHaveTextContent('há 5 minutos');
    expect(within(list).getByText('<b>negrito</b> não é HTML')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Da página dois', {}, slow)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('cursor=c2'))).toBe(true);
  });

  it('follows a row through the router and marks it read; an announcement to another site opens a new tab', async () => {
    const event = makeNotification({ type: 'event_updated', title: 'Mudou', metadata: { event_id: 'ev-1' } });
    const outside = makeNotification({ title: 'Blog', metadata: { link: 'https://exemplo.org/post' } });
    const fetch = stubFetch((url, init) => {
      if (init?.method === 'PATCH') return new Response(null, { status: 204 });
      if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 2 });
      return jsonResponse(makeList([event, outside]));
    });
    const onNavigate = vi.fn();
    const { router } = renderPanel(onNavigate);
    const external = await screen.findByRole('link', { name: /Blog/ }, slow);
    expect(external).toHaveAttribute('href', 'https://exemplo.org/post');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('link', { name: /Mudou/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/ev-1'));
    expect(onNavigate).toHaveBeenCalled();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input, init]) =>
            init?.method === 'PATCH' && String(input).endsWith(`/notifications/${event.id}/read`),
        ),
      ).toBe(true),
    );
  });

  it('puts a row back to unread when marking it read fails, with the destructive toast', async () => {
    const row = makeNotification({ title: 'Não vai marcar', metadata: { link: '/events' } });
    let answer: (response: Response) => void = () => {};
    stubFetch((url, init) => {
      if (init?.method === 'PATCH') return new Promise<Response>((resolve) => (answer = resolve));
      if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 1 });
      return jsonResponse(makeList([row]));
    });
    renderPanel();
    const markAll = await screen.findByRole('button', { name: 'Marcar todas como lidas' }, slow);
    fireEvent.click(await screen.findByRole('link', { name: /Não vai marcar/ }, slow));
    // At once, before the server answers: read, and nothing left to mark.
    const item = () => screen.getByRole('link', { name: /Não vai marcar/ }).closest('li');
    await waitFor(() => expect(item()).toHaveAttribute('data-unread', 'false'));
    expect(markAll).toBeDisabled();
    answer(
      problemResponse(404, {
        title: 'x',
        code: 'notification.not_found',
        detail: 'Notificação não encontrada.',
      }),
    );
    const toast = await screen.findByRole('alert', {}, slow);
    expect(toast.closest('li')).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Erro ao marcar como lida');
    expect(toast).toHaveTextContent('Notificação não encontrada.');
    await waitFor(() => expect(item()).toHaveAttribute('data-unread', 'true'));
    expect(markAll).toBeEnabled();
  });

  it("says 'Erro ao marcar como lida' and that the server was out of reach", async () => {
    const row = makeNotification({ title: 'Sem rede', metadata: { link: '/events' } });
    stubFetch((url, init) => {
      if (init?.method === 'PATCH') throw new TypeError('Failed to fetch');
      if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 1 });
      return jsonResponse(makeList([row]));
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('link', { name: /Sem rede/ }, slow));
    const toast = await screen.findByRole('alert', {}, slow);
    expect(toast).toHaveTextContent('Erro ao marcar como lida');
    expect(toast).toHaveTextContent('Não foi possível conectar ao servidor.');
  });

  it('marks everything read with its toast', async () => {
    stubFetch((url, init) => {
      if (init?.method === 'POST') return jsonResponse({ updated: 2 });
      if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 2 });
      return jsonResponse(makeList([makeNotification(), makeNotification()]));
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Lista de notificações' }, slow);
    const button = screen.getByRole('button', { name: 'Marcar todas como lidas' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(
      await screen.findByText('Todas as notificações foram marcadas como lidas', {}, slow),
    ).toBeInTheDocument();
    for (const row of within(list).getAllByRole('listitem'))
      expect(row).toHaveAttribute('data-unread', 'false');
    expect(button).toBeDisabled();
  });
});
