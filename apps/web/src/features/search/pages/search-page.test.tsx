import type { GroupCard } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeGroupCard } from '../../groups/testing/group-fixtures.ts';
import { SearchPage } from './search-page.tsx';

function renderAt(url: string) {
  return renderRoutes([{ path: '/search', element: <SearchPage /> }], url);
}

const GROUPS_PATH = '/api/v1/groups';

/** Answers the groups search with `groups` (none by default) and everything else with `events`. */
function stubSearch(
  events: (url: URL) => Response,
  groups: GroupCard[] = [],
  groupsNext: string | null = null,
) {
  return stubFetch((url) =>
    url.pathname === GROUPS_PATH ? jsonResponse({ items: groups, nextCursor: groupsNext }) : events(url),
  );
}

/** The requests made to the events list. */
function eventRequests(fetch: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/events')
    .map((url) => url.searchParams);
}

describe('SearchPage', () => {
  it('lists the public events matching ?q= in cards, a page at a time', async () => {
    const fetch = stubSearch((url) =>
      url.searchParams.get('cursor') === 'p2'
        ? jsonResponse(makePage([makeEvent({ name: 'Samba de Roda' })]))
        : jsonResponse(makePage([makeEvent({ name: 'Roda de Samba', eventType: 'hibrido' })], 'p2')),
    );
    renderAt('/search?q=samba');

    expect(screen.getByRole('heading', { level: 1, name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('samba');
    expect(screen.getByRole('heading', { level: 2, name: 'Eventos para “samba”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Roda de Samba' })).toBeInTheDocument();
    expect(screen.getByText('Híbrido')).toBeInTheDocument();
    expect(document.title).toBe('Eventos para “samba” · Eventos');

    expect(Object.fromEntries(eventRequests(fetch)[0] ?? [])).toEqual({ limit: '12', q: 'samba' });

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Samba de Roda' })).toBeInTheDocument();
  });

  it('says no event was found for the text and links to every event', async () => {
    stubSearch(() => jsonResponse(makePage([])));
    renderAt('/search?q=xilofone');
    expect(await screen.findByText('Nenhum evento encontrado para “xilofone”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute('href', '/events');
  });

  it('asks for a text and fetches nothing without one, then searches on Enter', async () => {
    const fetch = stubSearch(() => jsonResponse(makePage([makeEvent({ name: 'Festa Junina' })])));
    const { router } = renderAt('/search');
    expect(screen.getByText('O que você procura?')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    const box = screen.getByRole('searchbox', { name: 'Buscar eventos' });
    fireEvent.change(box, { target: { value: 'junina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.search).toBe('?q=junina');
    expect(await screen.findByRole('link', { name: 'Festa Junina' })).toBeInTheDocument();
    await waitFor(() => expect(eventRequests(fetch)).toHaveLength(1));
  });

  it('shows the error with a retry when the search fails', async () => {
    let calls = 0;
    stubSearch(() => {
      calls += 1;
      return calls === 1
        ? new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })
        : jsonResponse(makePage([makeEvent({ name: 'Depois do erro' })]));
    });
    renderAt('/search?q=forró');
    expect(await screen.findByText('Falha ao carregar eventos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Depois do erro' })).toBeInTheDocument();
  });

  it('shows the first groups matching the text above the events, and leads to all of them', async () => {
    const groups = [
      makeGroupCard({ name: 'Samba da Vila', slug: 'samba-da-vila', city: 'São Paulo' }),
      makeGroupCard({ name: 'Roda de Samba do Largo', slug: 'roda-do-largo', visibility: 'private' }),
    ];
    const fetch = stubSearch(
      () => jsonResponse(makePage([makeEvent({ name: 'Show de Samba' })])),
      groups,
      'g2',
    );
    renderAt('/search?q=samba');

    const section = within(await screen.findByRole('region', { name: 'Grupos para “samba”' }));
    expect(await section.findByRole('link', { name: /Samba da Vila/ })).toHaveAttribute(
      'href',
      '/groups/samba-da-vila',
    );
    expect(section.getByText('São Paulo · 12 membros')).toBeInTheDocument();
    expect(section.getByRole('link', { name: /Roda de Samba do Largo\s*Grupo privado/ })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/groups?q=samba');
    expect(await screen.findByRole('link', { name: 'Show de Samba' })).toBeInTheDocument();

    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === GROUPS_PATH);
    expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ q: 'samba', limit: '6' }]);
  });

  it('shows no groups section when no group matches', async () => {
    stubSearch(() => jsonResponse(makePage([makeEvent({ name: 'Show de Samba' })])));
    renderAt('/search?q=samba');
    expect(await screen.findByRole('link', { name: 'Show de Samba' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Grupos para “samba”' })).toBeNull());
  });
});
