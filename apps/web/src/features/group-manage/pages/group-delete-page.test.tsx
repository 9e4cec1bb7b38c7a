import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, makeGroupDetail, makeViewer } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { GroupDeletePage } from './group-delete-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

function open(group = makeGroupDetail()) {
  const calls = serveGroupsApi((call) => {
    if (call.method === 'GET' && call.path === `/api/v1/groups/${GROUP_ID}`) return jsonResponse(group);
    if (call.method === 'DELETE' && call.path === `/api/v1/groups/${GROUP_ID}`)
      return new Response(null, { status: 204 });
    return undefined;
  });
  renderGroupPage('/groups/:id/delete', <GroupDeletePage />, `/groups/${GROUP_ID}/delete`);
  return calls;
}

describe('GroupDeletePage', () => {
  it('says the upcoming events are cancelled, waits for the name and goes to the groups with a toast', async () => {
    const calls = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Excluir Grupo' })).toBeInTheDocument();
    expect(
      screen.getByText('Os 2 próximos eventos do grupo são cancelados, e quem vai a eles recebe um aviso.'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Excluir grupo' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Para confirmar/), { target: { value: 'Corredores' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Para confirmar/), { target: { value: ' corredores  da orla' } });
    fireEvent.click(submit);
    expect(await screen.findByText('lista de grupos')).toBeInTheDocument();
    expect(screen.getByText('Grupo “Corredores da Orla” excluído')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ confirmName: 'corredores  da orla' });
  });

  it('says when no event is cancelled', async () => {
    open(makeGroupDetail({ counts: { members: 1, followers: 0, upcomingEvents: 0 } }));
    expect(
      await screen.findByText('O grupo não tem eventos marcados: nenhum evento é cancelado.'),
    ).toBeInTheDocument();
  });

  it('is for the owner alone', async () => {
    open(makeGroupDetail({ viewer: makeViewer({ role: 'organizer', isOwner: false }) }));
    expect(await screen.findByText('Acesso Negado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir grupo' })).toBeNull();
  });
});
