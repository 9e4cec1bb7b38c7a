import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionProvider, VISITOR_SESSION } from '../../../lib/session/session-context.tsx';
import { jsonResponse, problemResponse } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fakePeopleApi } from '../../people/testing/fake-people-api.ts';
import { FRIEND, makePersonCard, STRANGER } from '../../people/testing/people-fixtures.ts';
import { SIGNED_IN } from '../../people/testing/render-people-page.tsx';
import { SearchPage } from '../pages/search-page.tsx';

const slow = { timeout: 3_000 };

const joao = makePersonCard({
  name: 'João Araújo',
  username: 'joao',
  city: 'Recife',
  mutualFriends: 2,
  relationship: STRANGER,
});
const joana = makePersonCard({ name: 'Joana Dias', username: 'joanad', relationship: FRIEND });
const rui = makePersonCard({ name: 'Rui Alves', username: 'rui' });

/** The people API, with no groups and no events found. */
function api(people = [joao, joana, rui]) {
  const fake = fakePeopleApi({ people });
  const inner = fake.fetch.getMockImplementation();
  fake.fetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/groups' || path === '/api/v1/events')
      return jsonResponse({ items: [], nextCursor: null });
    return inner?.(input, init) as Promise<Response>;
  });
  return fake;
}

function renderAt(url: string, session: Session) {
  return renderRoutes(
    [
      {
        path: '/search',
        element: (
          <SessionProvider session={session}>
            <SearchPage />
          </SessionProvider>
        ),
      },
      { path: '/auth', element: <p>Página de entrada</p> },
    ],
    url,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage — people', () => {
  it('finds people by name, accents ignored, each card with the friend button', async () => {
    const fake = api();
    renderAt('/search?q=joao', SIGNED_IN);
    const section = within(await screen.findByRole('region', { name: 'Pessoas' }));
    const card = await section.findByRole('article', { name: 'João Araújo' }, slow);
    expect(within(card).getByRole('link', { name: /João Araújo/ })).toHaveAttribute('href', '/user/joao');
    expect(within(card).getByText('Recife')).toBeInTheDocument();
    expect(within(card).getByText('2 amigos em comum')).toBeInTheDocument();
    expect(section.queryByRole('article', { name: 'Rui Alves' })).toBeNull();
    expect(fake.requests).toContain('GET /api/v1/people?q=joao&limit=10');

    fireEvent.click(within(card).getByRole('button', { name: 'Adicionar amigo' }));
    expect(await within(card).findByRole('button', { name: 'Cancelar pedido' }, slow)).toBeInTheDocument();
    expect(fake.writes).toEqual([`PUT friends/${joao.id}`]);
  });

  it('shows a friend as friends, with the Amigos menu', async () => {
    api();
    renderAt('/search?q=joana', SIGNED_IN);
    const card = await screen.findByRole('article', { name: 'Joana Dias' }, slow);
    expect(
      within(card).getByRole('button', { name: 'Amigos: opções da amizade com Joana Dias' }),
    ).toBeInTheDocument();
  });

  it('says nobody was found', async () => {
    api();
    renderAt('/search?q=zuleica', SIGNED_IN);
    expect(
      await screen.findByText('Nenhuma pessoa encontrada para “zuleica”.', {}, slow),
    ).toBeInTheDocument();
  });

  it('loads more people a page at a time', async () => {
    api(Array.from({ length: 12 }, (_, i) => makePersonCard({ name: `Maria ${i + 1}` })));
    renderAt('/search?q=maria', SIGNED_IN);
    expect(await screen.findByRole('article', { name: 'Maria 10' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maria 11' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais pessoas' }));
    expect(await screen.findByRole('article', { name: 'Maria 12' }, slow)).toBeInTheDocument();
  });

  it('shows the reason and a retry when the search fails', async () => {
    const fake = api();
    const inner = fake.fetch.getMockImplementation();
    let failed = false;
    fake.fetch.mockImplementation(async (input, init) => {
      if (!failed && String(input).startsWith('/api/v1/people')) {
        failed = true;
        return problemResponse(400, {
          title: 'Requisição inválida',
          code: 'validation.people.q.too_long',
          detail: 'A busca deve ter no máximo 100 caracteres.',
        });
      }
      return inner?.(input, init) as Promise<Response>;
    });
    renderAt('/search?q=joao', SIGNED_IN);
    const alert = await screen.findByText(/Não foi possível buscar pessoas/, {}, slow);
    expect(alert).toHaveTextContent('A busca deve ter no máximo 100 caracteres.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'João Araújo' }, slow)).toBeInTheDocument();
  });

  it('asks a visitor to sign in to find people, and asks the API nothing', async () => {
    const fake = api();
    renderAt('/search?q=joao', VISITOR_SESSION);
    const section = within(await screen.findByRole('region', { name: 'Pessoas' }, slow));
    expect(section.getByText('Entre para encontrar pessoas')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent('/search?q=joao')}`,
    );
    expect(fake.requests.some((r) => r.includes('/api/v1/people'))).toBe(false);
  });

  it('shows no people section without a search text', async () => {
    api();
    renderAt('/search', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pessoas' })).toBeNull();
  });
});
