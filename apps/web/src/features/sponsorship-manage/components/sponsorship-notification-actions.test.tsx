import type { Sponsorship } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeList, makeNotification } from '../../notifications/testing/notification-fixture.ts';
import { renderPanel } from '../../notifications/testing/render-panel.tsx';
import { makeSponsorship } from '../testing/sponsorship-fixtures.ts';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => dismissToast());

const request = makeSponsorship();
const notice = makeNotification({
  type: 'event',
  title: 'Novo pedido de patrocínio para Roda de Samba',
  metadata: {
    event_id: request.event.id,
    event_name: 'Roda de Samba',
    link: `/events/${request.event.id}/manage#sponsorships`,
    sponsorship_id: request.id,
  },
});
const plain = makeNotification({ type: 'event', title: 'Evento atualizado', metadata: {} });

function serve(current: Sponsorship = request, answer?: (path: string) => Response) {
  const calls: string[] = [];
  stubFetch((url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 2 });
    if (url.pathname === '/api/v1/notifications') return jsonResponse(makeList([notice, plain]));
    if (url.pathname.endsWith('/read')) return new Response(null, { status: 204 });
    if (url.pathname === `/api/v1/sponsorships/${request.id}`) return jsonResponse(current);
    if (url.pathname.startsWith(`/api/v1/sponsorships/${request.id}/`)) {
      if (answer) return answer(url.pathname);
      const accepted = url.pathname.endsWith('/accept');
      return jsonResponse({ ...current, state: accepted ? 'accepted' : 'declined' });
    }
    return new Response('not served', { status: 599 });
  });
  renderPanel();
  return calls;
}

const row = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

describe('SponsorshipNotificationActions', () => {
  it("accepts a waiting request, says it awaits the team's approval and marks the notice read", async () => {
    const calls = serve();
    const item = await row(notice.title);
    fireEvent.click(await within(item).findByRole('button', { name: 'Aceitar' }));
    expect(
      await within(item).findByText('Patrocínio aceito — aguardando aprovação da equipe'),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(calls).toContain(`POST /api/v1/sponsorships/${request.id}/accept`);
    await waitFor(() => expect(calls).toContain(`PATCH /api/v1/notifications/${notice.id}/read`));
  });

  it("declines it: 'Pedido recusado'", async () => {
    const calls = serve();
    const item = await row(notice.title);
    fireEvent.click(await within(item).findByRole('button', { name: 'Recusar' }));
    expect(await within(item).findByText('Pedido recusado')).toBeInTheDocument();
    expect(calls).toContain(`POST /api/v1/sponsorships/${request.id}/decline`);
  });

  it('shows no buttons once the request was answered, nor under notices without a sponsorship', async () => {
    const calls = serve({ ...request, state: 'accepted', can: { ...request.can, accept: false } });
    const item = await row(notice.title);
    await waitFor(() => expect(calls).toContain(`GET /api/v1/sponsorships/${request.id}`));
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Aceitar' })).toBeNull());
    expect(within(await row(plain.title)).queryByRole('button')).toBeNull();
    expect(calls.filter((c) => c.startsWith('GET /api/v1/sponsorships/'))).toHaveLength(1);
  });

  it('says so when the request changed meanwhile', async () => {
    serve(request, () =>
      problemResponse(409, {
        title: 'Conflito',
        code: 'sponsorship.state_changed',
        detail: 'Este patrocínio mudou de situação. Atualize a página.',
      }),
    );
    const item = await row(notice.title);
    fireEvent.click(await within(item).findByRole('button', { name: 'Aceitar' }));
    expect(
      await within(item).findByText('Este patrocínio mudou de situação. Atualize a página.'),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });
});
