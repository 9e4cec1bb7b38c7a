import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { jsonResponse, serveGroupsApi } from '../testing/fake-groups-api.ts';
import { GROUP_ID, GROUP_SLUG, makeGroupDetail, makeViewer } from '../testing/group-fixtures.ts';
import { renderGroupPage } from '../testing/render-group-page.tsx';
import { EditGroupPage } from './edit-group-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const open = (at = `/groups/${GROUP_SLUG}/edit`) =>
  renderGroupPage('/groups/:id/edit', <EditGroupPage />, at);

describe('EditGroupPage', () => {
  it('fills the form with the group, saves it and goes back to its page with a toast', async () => {
    const calls = serveGroupsApi((call) => {
      if (call.method === 'GET' && call.path === `/api/v1/groups/${GROUP_SLUG}`)
        return jsonResponse(makeGroupDetail());
      if (call.method === 'PUT' && call.path === `/api/v1/groups/${GROUP_ID}`)
        return jsonResponse(makeGroupDetail({ name: 'Corredores de Salvador' }));
      return undefined;
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Grupo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corredores da Orla' })).toHaveAttribute(
      'href',
      `/groups/${GROUP_SLUG}`,
    );
    expect(screen.getByLabelText('Nome do grupo')).toHaveValue('Corredores da Orla');
    expect(screen.getByLabelText('Categoria')).toHaveValue('sports_fitness');
    expect(screen.getByRole('radio', { name: /Público/ })).toBeChecked();

    fireEvent.change(screen.getByLabelText('Nome do grupo'), { target: { value: 'Corredores de Salvador' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('página do grupo')).toBeInTheDocument();
    expect(screen.getByText('Grupo atualizado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Corredores de Salvador',
      category: 'sports_fitness',
      city: 'Salvador',
      visibility: 'public',
    });
  });

  it("shows 'Acesso Negado' to a member who does not manage the group", async () => {
    serveGroupsApi(() =>
      jsonResponse(
        makeGroupDetail({ viewer: makeViewer({ role: 'member', canManage: false, isOwner: false }) }),
      ),
    );
    open();
    expect(await screen.findByText('Acesso Negado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver grupo' })).toHaveAttribute('href', `/groups/${GROUP_SLUG}`);
    expect(screen.queryByLabelText('Nome do grupo')).toBeNull();
  });

  it('reads a group it cannot see as not found', async () => {
    serveGroupsApi(() =>
      problemResponse(404, {
        title: 'Não encontrado',
        code: 'group.not_found',
        detail: 'Grupo não encontrado.',
      }),
    );
    open();
    expect(await screen.findByText('Grupo não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver grupos' })).toHaveAttribute('href', '/groups');
  });
});
