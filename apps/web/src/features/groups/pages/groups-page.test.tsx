import { isPageBuilt } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { fakeGroupsApi } from '../testing/fake-groups-api.ts';
import { makeGroupDetail } from '../testing/group-fixtures.ts';
import { renderGroupPages, SIGNED_IN } from '../testing/render-group-page.tsx';

const slow = { timeout: 3_000 };

const samba = makeGroupDetail({
  name: 'Samba da Vila',
  slug: 'samba-da-vila',
  category: 'arts_culture',
  city: 'São Paulo',
  excerpt: 'Rodas de samba aos sábados.',
  counts: { members: 1, followers: 0, upcomingEvents: 2 },
});
const corrida = makeGroupDetail({
  name: 'Corredores do Parque',
  slug: 'corredores-do-parque',
  category: 'sports_fitness',
  city: 'Recife',
  counts: { members: 240, followers: 10, upcomingEvents: 0 },
});
const secreto = makeGroupDetail({
  name: 'Clube do Livro',
  visibility: 'private',
  viewer: { role: 'member', following: false, invitationId: null, canManage: false, isOwner: false },
});

function requestsTo(api: ReturnType<typeof fakeGroupsApi>, path: string): URLSearchParams[] {
  return api.requests
    .filter((r) => r.startsWith(`GET ${path}`) && !r.slice(4 + path.length).startsWith('/'))
    .map((r) => new URL(r.slice(4), 'http://localhost').searchParams);
}

describe('GroupsPage', () => {
  it('shows card skeletons, then each group with its cover, logo, name, category, city and members', async () => {
    const api = fakeGroupsApi({ groups: [samba, corrida, secreto] });
    renderGroupPages('/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupos' })).toBeInTheDocument();
    expect(screen.getByTestId('group-grid-skeleton')).toHaveTextContent('Carregando...');

    const card = await screen.findByRole('article', { name: 'Samba da Vila' }, slow);
    expect(within(card).getByRole('link', { name: 'Samba da Vila' })).toHaveAttribute(
      'href',
      '/groups/samba-da-vila',
    );
    expect(within(card).getByText('Arte e Cultura')).toBeInTheDocument();
    expect(within(card).getByText('São Paulo')).toBeInTheDocument();
    expect(within(card).getByText('1 membro')).toBeInTheDocument();
    expect(within(card).getByText('Rodas de samba aos sábados.')).toBeInTheDocument();
    expect(within(card).getByTestId('group-cover-placeholder')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Corredores do Parque' })).getByText('240 membros'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Clube do Livro' })).getByText('Grupo privado'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Grupo privado')).toBeNull();
    expect(document.title).toBe('Grupos · Eventos');

    expect(Object.fromEntries(requestsTo(api, '/api/v1/groups')[0] ?? [])).toEqual({ limit: '12' });
  });

  it('reads the filters from the URL, writes each change there, and back restores the previous list', async () => {
    const api = fakeGroupsApi({ groups: [samba, corrida] });
    const { router } = renderGroupPages('/groups?q=samba&city=S%C3%A3o+Paulo');
    expect(await screen.findByRole('article', { name: 'Samba da Vila' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Corredores do Parque' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Buscar grupos' })).toHaveValue('samba');
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    expect(Object.fromEntries(requestsTo(api, '/api/v1/groups')[0] ?? [])).toEqual({
      q: 'samba',
      city: 'São Paulo',
      limit: '12',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('article', { name: 'Corredores do Parque' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar grupos' })).toHaveValue('');

    fireEvent.change(screen.getByRole('combobox', { name: 'Categoria' }), {
      target: { value: 'sports_fitness' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?category=sports_fitness'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Samba da Vila' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Corredores do Parque' })).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue(''));
    expect(await screen.findByRole('article', { name: 'Samba da Vila' })).toBeInTheDocument();
  });

  it('searches as one types, without accents, once the typing pauses', async () => {
    const api = fakeGroupsApi({ groups: [samba, corrida] });
    const { router } = renderGroupPages('/groups');
    await screen.findByRole('article', { name: 'Samba da Vila' }, slow);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar grupos' }), {
      target: { value: 'corredores' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=corredores'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Samba da Vila' })).toBeNull());
    expect(requestsTo(api, '/api/v1/groups').at(-1)?.get('q')).toBe('corredores');
  });

  it('says no group was found, clears the filters, and offers a signed-in person to create one', async () => {
    fakeGroupsApi({ groups: [samba] });
    const { router } = renderGroupPages('/groups?category=food_drink', SIGNED_IN);
    expect(await screen.findByText('Nenhum grupo encontrado', {}, slow)).toBeInTheDocument();
    const create = screen.queryAllByRole('link', { name: 'Criar grupo' });
    expect(create.length > 0).toBe(isPageBuilt('/groups/create'));
    for (const link of create) expect(link).toHaveAttribute('href', '/groups/create');

    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('article', { name: 'Samba da Vila' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a visitor no way to create a group', async () => {
    fakeGroupsApi({ groups: [] });
    renderGroupPages('/groups');
    expect(await screen.findByText('Nenhum grupo encontrado', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Ainda não há grupos por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar grupo' })).toBeNull();
  });

  it('asks the next keyset page on Carregar mais', async () => {
    const many = Array.from({ length: 14 }, (_, i) => makeGroupDetail({ name: `Coletivo ${i + 1}` }));
    const api = fakeGroupsApi({ groups: many });
    renderGroupPages('/groups');
    await screen.findByRole('article', { name: 'Coletivo 12' }, slow);
    expect(screen.queryByRole('article', { name: 'Coletivo 13' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('article', { name: 'Coletivo 14' })).toBeInTheDocument();
    expect(requestsTo(api, '/api/v1/groups').at(-1)?.get('cursor')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says the list failed, why, and loads it on Tentar novamente', async () => {
    const api = fakeGroupsApi({ groups: [samba] });
    let failures = 1;
    const real = api.fetch.getMockImplementation();
    api.fetch.mockImplementation(async (input, init) => {
      if (failures-- > 0)
        return problemResponse(400, {
          title: 'Inválido',
          code: 'validation.groups.q.too_long',
          detail: 'A busca deve ter no máximo 100 caracteres.',
        });
      return (real as NonNullable<typeof real>)(input, init);
    });
    renderGroupPages('/groups');
    expect(await screen.findByText('Falha ao carregar grupos', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('A busca deve ter no máximo 100 caracteres.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Samba da Vila' })).toBeInTheDocument();
  });
});
