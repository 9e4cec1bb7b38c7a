import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makePersonCard, NO_RELATION } from '../../social/testing/social-fixtures.ts';
import { makeList, makeNotification } from '../testing/notification-fixture.ts';
import { renderPanel } from '../testing/render-panel.tsx';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => dismissToast());

const ana = makePersonCard('Ana Lima', { friendship: 'request_received' });
const request = makeNotification({
  type: 'friend_request',
  title: 'Ana Lima quer ser sua amiga',
  metadata: { from: ana.id, friend_id: ana.id, invited_by_profile: { username: 'ana' } },
});
const accepted = makeNotification({
  type: 'friendship_accepted',
  title: 'Bruno Reis aceitou seu pedido de amizade',
  metadata: { from: 'b', friend_id: 'b', invited_by_profile: { username: 'bruno' } },
});
const waiting = {
  items: [{ person: ana, requestedAt: '2026-11-25T12:00:00.000Z' }],
  nextCursor: null,
  total: 1,
};

interface Served {
  answer?: () => Response;
  pending?: typeof waiting;
}

function serve({ answer, pending = waiting }: Served = {}) {
  const calls: string[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 2 });
    if (url.pathname === '/api/v1/notifications') return jsonResponse(makeList([request, accepted]));
    if (url.pathname === '/api/v1/me/friend-requests') return jsonResponse(pending);
    if (url.pathname.endsWith('/read')) return new Response(null, { status: 204 });
    if (url.pathname === `/api/v1/me/friends/${ana.id}`) {
      if (answer) return answer();
      return jsonResponse({
        relationship: { ...NO_RELATION, friendship: method === 'PUT' ? 'friends' : 'none' },
      });
    }
    return new Response('not served', { status: 599 });
  });
  const view = renderPanel();
  return { calls, ...view };
}

const row = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

describe('FriendRequestActions in the notification panel', () => {
  it("accepts the request in place: 'Pedido aceito', read, and the social lists are read again", async () => {
    const { calls, queryClient } = serve();
    const stale = vi.spyOn(queryClient, 'invalidateQueries');
    const item = await row('Ana Lima quer ser sua amiga');
    fireEvent.click(await within(item).findByRole('button', { name: 'Aceitar' }));
    expect(await within(item).findByText('Pedido aceito')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(calls).toContain(`PUT /api/v1/me/friends/${ana.id}`);
    await waitFor(() => expect(calls).toContain(`PATCH /api/v1/notifications/${request.id}/read`));
    expect(stale).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['social'] }));
  });

  it("declines it: 'Pedido recusado'", async () => {
    const { calls } = serve();
    const item = await row('Ana Lima quer ser sua amiga');
    fireEvent.click(await within(item).findByRole('button', { name: 'Recusar' }));
    expect(await within(item).findByText('Pedido recusado')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/v1/me/friends/${ana.id}`);
  });

  it('offers no buttons for an accepted friendship, nor for a request no longer waiting', async () => {
    serve({ pending: { items: [], nextCursor: null, total: 0 } });
    const done = await row('Bruno Reis aceitou seu pedido de amizade');
    expect(within(done).queryByRole('button')).toBeNull();
    const item = await row('Ana Lima quer ser sua amiga');
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Aceitar' })).toBeNull());
  });

  it('says why an answer failed', async () => {
    serve({
      answer: () =>
        problemResponse(404, { title: 'x', code: 'profile.not_found', detail: 'Perfil não encontrado.' }),
    });
    const item = await row('Ana Lima quer ser sua amiga');
    fireEvent.click(await within(item).findByRole('button', { name: 'Aceitar' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Perfil não encontrado.');
  });

  it('goes to the person’s profile when the row is clicked', async () => {
    const { router } = serve();
    fireEvent.click(await screen.findByRole('link', { name: /Ana Lima quer ser sua amiga/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ana'));
  });
});
