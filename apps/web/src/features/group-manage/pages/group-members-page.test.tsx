import type { GroupMember } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, ME_ID, makeGroupDetail, makeMember, makeViewer } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { GroupMembersPage } from './group-members-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const owner = makeMember({ id: ME_ID, name: 'Joana Souza', username: 'joana', role: 'owner' });
const bia = makeMember({ name: 'Bia Souza', username: 'bia', role: 'organizer' });
const caio = makeMember({ name: 'Caio Lima', username: 'caio', role: 'member' });

function open(group = makeGroupDetail(), extra: Parameters<typeof serveGroupsApi>[0] = () => undefined) {
  let members: GroupMember[] = [owner, bia, caio];
  const calls = serveGroupsApi(async (call) => {
    const answer = await extra(call);
    if (answer) return answer;
    if (call.path === `/api/v1/groups/${GROUP_ID}`) return jsonResponse(group);
    if (call.method === 'GET' && call.path === `/api/v1/groups/${GROUP_ID}/members`) {
      const role = call.query.get('role');
      const q = call.query.get('q')?.toLowerCase();
      const items = members.filter(
        (m) => (!role || m.role === role) && (!q || m.name.toLowerCase().includes(q)),
      );
      return jsonResponse({ items, nextCursor: null, total: items.length });
    }
    if (call.method === 'PATCH') {
      const id = call.path.split('/').pop();
      const role = (call.body as { role: GroupMember['role'] }).role;
      members = members.map((m) => (m.id === id ? { ...m, role } : m));
      return jsonResponse(members.find((m) => m.id === id));
    }
    if (call.method === 'DELETE') {
      const id = call.path.split('/').pop();
      members = members.filter((m) => m.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  renderGroupPage('/groups/:id/members', <GroupMembersPage />, `/groups/${GROUP_ID}/members`);
  return calls;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('member-row').find((row) => within(row).queryByText(name)) as HTMLElement;

const openMenu = (name: string) =>
  fireEvent.keyDown(screen.getByRole('button', { name: `Ações para ${name}` }), { key: 'Enter' });

describe('GroupMembersPage', () => {
  it('lists the members with their roles; the owner has no menu of their own', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Membros do Grupo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 membros' })).toBeInTheDocument();
    expect(within(rowOf('Joana Souza')).getByText('Dono')).toBeInTheDocument();
    expect(within(rowOf('Bia Souza')).getByText('Organizador')).toBeInTheDocument();
    expect(within(rowOf('Caio Lima')).getByText('Membro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ações para Joana Souza' })).toBeNull();
  });

  it('filters by role on its tab and searches by name', async () => {
    const calls = open();
    await screen.findByText('Caio Lima');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Organizadores' }));
    await waitFor(() => expect(screen.queryByText('Caio Lima')).toBeNull());
    expect(calls.some((c) => c.query.get('role') === 'organizer')).toBe(true);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Todos' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar membro' }), { target: { value: 'caio' } });
    await waitFor(() => expect(calls.some((c) => c.query.get('q') === 'caio')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Bia Souza')).toBeNull());
  });

  it('lets the owner make a member an organiser from the menu', async () => {
    const calls = open();
    await screen.findByText('Caio Lima');
    openMenu('Caio Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tornar organizador' }));
    expect(await screen.findByText('Caio Lima agora é organizador')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/v1/groups/${GROUP_ID}/members/${caio.id}`,
      body: { role: 'organizer' },
    });
    await waitFor(() => expect(within(rowOf('Caio Lima')).getByText('Organizador')).toBeInTheDocument());
  });

  it('removes someone after asking, and keeps them when the person changes their mind', async () => {
    const calls = open();
    await screen.findByText('Caio Lima');
    openMenu('Caio Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remover do grupo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover do grupo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    openMenu('Caio Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remover do grupo' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Caio Lima foi removido do grupo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Caio Lima')).toBeNull());
  });

  it('gives an organiser only the removal of members', async () => {
    open(makeGroupDetail({ viewer: makeViewer({ role: 'organizer', isOwner: false }) }));
    await screen.findByText('Caio Lima');
    expect(screen.queryByRole('button', { name: 'Ações para Bia Souza' })).toBeNull();
    openMenu('Caio Lima');
    expect(await screen.findByRole('menuitem', { name: 'Remover do grupo' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Tornar organizador' })).toBeNull();
  });
});
