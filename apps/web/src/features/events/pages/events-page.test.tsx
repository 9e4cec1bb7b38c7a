import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventsPage } from './events-page.tsx';

function renderPage() {
  return renderWithProviders(<EventsPage />, '/events');
}

describe('EventsPage', () => {
  it('names the document like every page ("<title> · Eventos") and describes it', async () => {
    stubFetch(() => jsonResponse(makePage([])));
    renderPage();
    await waitFor(() => expect(document.title).toBe('Descubra o que fazer · Eventos'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Descubra o que está acontecendo perto de você.',
    );
  });

  it('shows the loading placeholder, then the events of the first page', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(
        makePage([makeEvent({ name: 'Samba na Praça' }), makeEvent({ name: 'Hackathon Recife' })]),
      ),
    );
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Samba na Praça' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hackathon Recife' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/events');
    expect(url.searchParams.get('limit')).toBe('12');
    expect(url.searchParams.has('cursor')).toBe(false);
  });

  it('loads the next page with the cursor on "Carregar mais"', async () => {
    const fetch = stubFetch((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse(makePage([makeEvent({ name: 'Segunda página' })]))
        : jsonResponse(makePage([makeEvent({ name: 'Primeira página' })], 'page-2')),
    );
    renderPage();

    expect(await screen.findByRole('link', { name: 'Primeira página' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('link', { name: 'Segunda página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Primeira página' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    const second = new URL(String(fetch.mock.calls[1]?.[0]), 'http://localhost');
    expect(second.searchParams.get('limit')).toBe('12');
    expect(second.searchParams.get('cursor')).toBe('page-2');
  });

  it("shows 'Falha ao carregar eventos' on a 500 problem and recovers on retry", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      if (calls === 1) {
        return problemResponse(500, {
          title: 'Erro interno',
          detail: 'Erro interno do servidor',
          code: 'internal',
          requestId: 'req-123',
        });
      }
      return jsonResponse(makePage([makeEvent({ name: 'Show de Forró' })]));
    });
    renderPage();

    expect(await screen.findByText('Falha ao carregar eventos')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro interno do servidor');
    expect(screen.getByRole('alert')).toHaveTextContent('req-123');

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Show de Forró' })).toBeInTheDocument();
    expect(screen.queryByText('Falha ao carregar eventos')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('translates a validation problem code', async () => {
    stubFetch(() =>
      problemResponse(400, {
        title: 'Bad Request',
        detail: 'limit inválido',
        code: 'validation.limit.range',
      }),
    );
    renderPage();
    expect(await screen.findByText('Falha ao carregar eventos')).toBeInTheDocument();
    expect(screen.getByText('O limite deve estar entre 1 e 50.')).toBeInTheDocument();
  });

  it('shows the empty state when there are no events', async () => {
    stubFetch(() => jsonResponse(makePage([])));
    renderPage();
    expect(await screen.findByText('Nenhum evento por aqui ainda')).toBeInTheDocument();
  });

  it('keeps loaded events and offers a retry when a later page fails', async () => {
    let failNext = true;
    stubFetch((url) => {
      if (!url.searchParams.has('cursor')) return jsonResponse(makePage([makeEvent({ name: 'Um' })], 'c2'));
      if (failNext) {
        failNext = false;
        return problemResponse(503, {
          title: 'Indisponível',
          detail: 'Serviço indisponível',
          code: 'unavailable',
        });
      }
      return jsonResponse(makePage([makeEvent({ name: 'Dois' })]));
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Falha ao carregar eventos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Um' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dois' })).toBeInTheDocument());
  });
});
