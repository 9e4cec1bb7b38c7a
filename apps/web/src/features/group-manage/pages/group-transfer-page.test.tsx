import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, ME_ID, makeGroupDetail, makeMember, makeViewer } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { GroupTransferPage } from './group-transfer-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const caio = makeMember({ name: 'Caio Lima', username: 'caio' });

function open(group = makeGroupDetail(), transfer?: () => Response) {
  const calls = serveGroupsApi((call) => {
    if (call.path === `/api/v1/groups/${GROUP_ID}`) return jsonResponse(group);
    if (call.path === `/api/v1/groups/${GROUP_ID}/members`)
      return jsonResponse({
        items: [makeMember({ id: ME_ID, name: 'Joana Souza', role: 'owner' }), caio],
        nextCursor: null,
        total: 2,
      });
    if (call.path === `/api/v1/groups/${GROUP_ID}/transfer`)
      return transfer
        ? transfer()
        : jsonResponse(makeGroupDetail({ viewer: makeViewer({ role: 'organizer', isOwner: false }) }));
    return undefined;
  });
  renderGroupPage('/groups/:id/transfer', <GroupTransferPage />, `/groups/${GROUP_ID}/transfer`);
  return calls;
}

describe('GroupTransferPage', () => {
  it('transfers to the chosen member once the name is typed, then opens the group with a toast', async () => {
    const calls = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transferir Grupo' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Transferir grupo' });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('radio', { name: /Joana Souza/ })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: /Caio Lima/ }));
    expect(screen.getByText(/Caio Lima passa a ser o dono/)).toBeInTheDocument();
    expect(screen.getByText(/Você passa a ser organizador/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    const confirm = screen.getByLabelText(/Para confirmar, digite o nome do grupo/);
    fireEvent.change(confirm, { target: { value: 'Corredores' } });
    expect(submit).toBeDisabled();
    fireEvent.change(confirm, { target: { value: 'Corredores da Orla ' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await screen.findByText('página do grupo')).toBeInTheDocument();
    expect(screen.getByText('Grupo transferido para Caio Lima')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: caio.id,
      confirmName: 'Corredores da Orla',
    });
  });

  it('shows the server refusing the name beside the box', async () => {
    open(makeGroupDetail(), () =>
      problemResponse(400, {
        title: 'Dados inválidos',
        code: 'validation.failed',
        detail: 'Dados inválidos.',
        errors: [{ path: 'confirmName', code: 'validation.group.confirm_name.mismatch' }],
      }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Caio Lima/ }));
    fireEvent.change(screen.getByLabelText(/Para confirmar/), { target: { value: 'Corredores da Orla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transferir grupo' }));
    expect(
      await screen.findByText('Digite o nome do grupo exatamente como aparece para confirmar.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Para confirmar/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is for the owner alone', async () => {
    open(makeGroupDetail({ viewer: makeViewer({ role: 'organizer', isOwner: false }) }));
    expect(await screen.findByText('Acesso Negado')).toBeInTheDocument();
    expect(screen.getByText('Só o dono do grupo pode acessar esta página.')).toBeInTheDocument();
  });
});
