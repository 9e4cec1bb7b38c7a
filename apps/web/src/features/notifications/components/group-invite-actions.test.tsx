import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { GROUP_ID, makeGroupDetail } from '../../group-manage/testing/group-fixtures.ts';
import { makeList, makeNotification } from '../testing/notification-fixture.ts';
import { renderPanel } from '../testing/render-panel.tsx';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => dismissToast());

const invite = makeNotification({
  type: 'group_invite',
  title: 'Convite para o grupo Corredores da Orla',
  metadata: { group_id: GROUP_ID },
});
const card = makeGroupDetail();
const waiting = {
  items: [
    {
      id: '50000000-0000-4000-8000-000000000009',
      group: card,
      invitedBy: null,
      createdAt: '2026-03-01T12:00:00.000Z',
      expiresAt: '2026-03-15T12:00:00.000Z',
    },
  ],
};

interface Served {
  answer?: (path: string) => Response;
  pending?: typeof waiting;
}

function serve({ answer, pending = waiting }: Served = {}) {
  const calls: string[] = [];
  stubFetch((url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname.endsWith('unread-count')) return jsonResponse({ unreadCount: 1 });
    if (url.pathname === '/api/v1/notifications') return jsonResponse(makeList([invite]));
    if (url.pathname === '/api/v1/me/group-invitations') return jsonResponse(pending);
    if (url.pathname.endsWith('/read')) return new Response(null, { status: 204 });
    if (url.pathname.startsWith(`/api/v1/groups/${GROUP_ID}/invitation/`))
      return answer
        ? answer(url.pathname)
        : jsonResponse({
            groupId: GROUP_ID,
            slug: card.slug,
            role: url.pathname.endsWith('accept') ? 'member' : null,
          });
    return new Response('not served', { status: 599 });
  });
  renderPanel();
  return calls;
}

const row = async () =>
  (await screen.findByText('Convite para o grupo Corredores da Orla')).closest('li') as HTMLElement;

describe('GroupInviteActions in the notification panel', () => {
  it("accepts the invitation and says 'Você entrou no grupo'", async () => {
    const calls = serve();
    const item = await row();
    fireEvent.click(await within(item).findByRole('button', { name: 'Aceitar' }));
    expect(await within(item).findByText('Você entrou no grupo')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(calls).toContain(`POST /api/v1/groups/${GROUP_ID}/invitation/accept`);
    await waitFor(() => expect(calls).toContain(`PATCH /api/v1/notifications/${invite.id}/read`));
  });

  it('declines it, and the invitation is gone', async () => {
    const calls = serve();
    const item = await row();
    fireEvent.click(await within(item).findByRole('button', { name: 'Recusar' }));
    expect(await within(item).findByText('Convite recusado')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Aceitar' })).toBeNull();
    expect(calls).toContain(`POST /api/v1/groups/${GROUP_ID}/invitation/decline`);
  });

  it('shows no buttons for an invitation that no longer waits', async () => {
    serve({ pending: { items: [] } });
    const item = await row();
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Aceitar' })).toBeNull());
  });

  it('says why when the invitation expired meanwhile', async () => {
    serve({
      answer: () =>
        problemResponse(409, {
          title: 'Conflito',
          code: 'group.invitation.expired',
          detail: 'Este convite expirou. Peça um novo convite a quem organiza o grupo.',
        }),
    });
    const item = await row();
    fireEvent.click(await within(item).findByRole('button', { name: 'Aceitar' }));
    expect(
      await within(item).findByText('Este convite expirou. Peça um novo convite a quem organiza o grupo.'),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });
});
