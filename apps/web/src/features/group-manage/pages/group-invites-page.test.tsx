import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, makeGroupDetail, makeInvitation } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { GroupInvitesPage } from './group-invites-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const pending = makeInvitation();
const emailed = makeInvitation({ person: null, email: 'dora@exemplo.com', status: 'pending', expired: true });
const accepted = makeInvitation({
  person: { id: '40000000-0000-4000-8000-00000000aaaa', name: 'Eva Dias', username: 'eva', avatarUrl: null },
  status: 'accepted',
  respondedAt: '2026-03-02T12:00:00.000Z',
});

function open() {
  let items = [pending, emailed, accepted];
  const calls = serveGroupsApi((call) => {
    if (call.path === `/api/v1/groups/${GROUP_ID}`) return jsonResponse(makeGroupDetail());
    if (call.path === `/api/v1/groups/${GROUP_ID}/invitations` && call.method === 'GET')
      return jsonResponse({ items, nextCursor: null });
    if (call.path === `/api/v1/groups/${GROUP_ID}/invitations` && call.method === 'POST')
      return jsonResponse({
        invited: ['bia'],
        emailed: ['novo@exemplo.com'],
        unknown: ['ninguem'],
        alreadyMember: ['caio'],
        alreadyInvited: [],
      });
    if (call.method === 'DELETE') {
      items = items.map((i) => (call.path.endsWith(i.id) ? { ...i, status: 'revoked' as const } : i));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  renderGroupPage('/groups/:id/invites', <GroupInvitesPage />, `/groups/${GROUP_ID}/invites`);
  return calls;
}

describe('GroupInvitesPage', () => {
  it('sends usernames and e-mails from one box and says what became of each', async () => {
    const calls = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Convites do Grupo' })).toBeInTheDocument();
    const box = screen.getByLabelText('Nomes de usuário ou e-mails, separados por vírgula, espaço ou linha');
    fireEvent.change(box, { target: { value: '@bia, caio ninguem\nNovo@Exemplo.com' } });
    expect(screen.getByText('Vai convidar 3 usuários e 1 e-mail.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar convites' }));
    expect(await screen.findByTestId('invite-invited')).toHaveTextContent('Convidada (1)@bia');
    expect(screen.getByTestId('invite-emailed')).toHaveTextContent(
      'Link enviado por e-mail (1)novo@exemplo.com',
    );
    expect(screen.getByTestId('invite-alreadyMember')).toHaveTextContent('Já é membro (1)@caio');
    expect(screen.getByTestId('invite-unknown')).toHaveTextContent('Usuário não encontrado (1)@ninguem');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      usernames: ['bia', 'caio', 'ninguem'],
      emails: ['novo@exemplo.com'],
    });
    expect(box).toHaveValue('');
  });

  it('refuses more than 50 people at once before sending', async () => {
    const calls = open();
    const box = await screen.findByLabelText(/Nomes de usuário ou e-mails/);
    fireEvent.change(box, { target: { value: Array.from({ length: 51 }, (_, i) => `p${i}`).join(' ') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Convide no máximo 50 pessoas de cada vez.');
    expect(screen.getByRole('button', { name: 'Enviar convites' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists the invitations with their state and expiry, and revokes a pending one', async () => {
    const calls = open();
    const list = await screen.findByTestId('invitation-list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bia Souza');
    expect(rows[0]).toHaveTextContent('Aguardando resposta');
    expect(rows[0]).toHaveTextContent(/Expira em 15 de mar\. de 2026/);
    expect(rows[1]).toHaveTextContent('dora@exemplo.com');
    expect(rows[1]).toHaveTextContent('Expirado');
    expect(rows[2]).toHaveTextContent('Aceito');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Cancelar convite: Bia Souza' }));
    expect(await screen.findByText('Convite cancelado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
      `/api/v1/groups/${GROUP_ID}/invitations/${pending.id}`,
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cancelado'));
  });
});
