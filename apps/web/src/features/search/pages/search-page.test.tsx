import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

function renderAt(url: string) {
  return renderRoutes([{ path: '/search', element: <SearchPage /> }], url);
}

describe('SearchPage', () => {
  it('lists the public events matching ?q= in cards, a page at a time', async () => {
    const fetch = stubFetch((url) =>
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

    const first = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(first)).toEqual({ limit: '12', q: 'samba' });

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Samba de Roda' })).toBeInTheDocument();
  });

  it('says no event was found for the text and links to every event', async () => {
    stubFetch(() => jsonResponse(makePage([])));
    renderAt('/search?q=xilofone');
    expect(await screen.findByText('Nenhum evento encontrado para “xilofone”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute('href', '/events');
  });

  it('asks for a text and fetches nothing without one, then searches on Enter', async () => {
    const fetch = stubFetch(() => jsonResponse(makePage([makeEvent({ name: 'Festa Junina' })])));
    const { router } = renderAt('/search');
    expect(screen.getByText('O que você procura?')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    const box = screen.getByRole('searchbox', { name: 'Buscar eventos' });
    fireEvent.change(box, { target: { value: 'junina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.search).toBe('?q=junina');
    expect(await screen.findByRole('link', { name: 'Festa Junina' })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it('shows the error with a retry when the search fails', async () => {
    let calls = 0;
    stubFetch(() => {
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
});
