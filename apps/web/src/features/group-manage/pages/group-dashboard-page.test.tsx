import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, makeDashboard, makeGroupDetail, makeViewer } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { GroupDashboardPage } from './group-dashboard-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

function open(group = makeGroupDetail()) {
  serveGroupsApi((call) => {
    if (call.path === `/api/v1/groups/${GROUP_ID}`) return jsonResponse(group);
    if (call.path === `/api/v1/groups/${GROUP_ID}/dashboard`) return jsonResponse(makeDashboard());
    return undefined;
  });
  renderGroupPage('/groups/:id/dashboard', <GroupDashboardPage />, `/groups/${GROUP_ID}/dashboard`);
}

describe('GroupDashboardPage', () => {
  it('shows the counts, the growth charts, upcoming events with seats and every action of the owner', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard do Grupo' })).toBeInTheDocument();
    expect(await screen.findByTestId('count-members')).toHaveTextContent('3');
    expect(screen.getByTestId('count-followers')).toHaveTextContent('5');
    expect(screen.getByTestId('count-events')).toHaveTextContent('1');
    expect(screen.getByTestId('count-invitations')).toHaveTextContent('2');

    const members = await screen.findByTestId('trend-members');
    expect(within(members).getByText('+2 membros no período; 3 agora.')).toBeInTheDocument();
    expect(within(members).getByRole('table')).toBeInTheDocument();
    expect(
      within(await screen.findByTestId('trend-followers')).getByText(/\+2 seguidores/),
    ).toBeInTheDocument();

    const events = screen.getByTestId('upcoming-events');
    expect(within(events).getByRole('link', { name: 'Treino de sábado' })).toHaveAttribute(
      'href',
      '/events/treino-de-sabado',
    );
    expect(within(events).getByText('12 de 20 vagas')).toBeInTheDocument();
    expect(within(events).getByText('2 na lista de espera')).toBeInTheDocument();

    const actions = screen.getByRole('navigation', { name: 'Ações rápidas' });
    const names = within(actions)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Membros e papéis',
      'Convites',
      'Editar grupo',
      'Transferir grupo',
      'Excluir grupo',
    ]);
    expect(screen.getByText('2 convites aguardam resposta.')).toBeInTheDocument();
  });

  it('leaves transfer and delete to the owner', async () => {
    open(makeGroupDetail({ viewer: makeViewer({ role: 'organizer', isOwner: false }) }));
    const actions = await screen.findByRole('navigation', { name: 'Ações rápidas' });
    expect(within(actions).getAllByRole('link')).toHaveLength(3);
    expect(within(actions).queryByRole('link', { name: 'Excluir grupo' })).toBeNull();
  });
});
