import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../../test/http.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { EventsPage } from '../../pages/events-page.tsx';

function renderAt(url: string) {
  return renderRoutes([{ path: '/events', element: <EventsPage /> }], url);
}

const apiUrl = (call: unknown[] | undefined) => new URL(String(call?.[0]), 'http://localhost');

describe('events filters ↔ URL', () => {
  it('reads the filters from the URL into the controls and the API query', async () => {
    const fetch = stubFetch(() => jsonResponse(makePage([makeEvent({ name: 'Feira de Sabores' })])));
    renderAt('/events?q=sabores&category=food_drink&city=Recife&price=free&online=1&lng=en');

    expect(await screen.findByRole('link', { name: 'Feira de Sabores' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('sabores');
    expect(screen.getByLabelText('Categoria')).toHaveValue('food_drink');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Recife');
    expect(screen.getByLabelText('Preço')).toHaveValue('free');
    expect(screen.getByLabelText('Online ou híbrido')).toBeChecked();
    expect(screen.getByText('Filtros ativos: 4')).toBeInTheDocument();

    const query = apiUrl(fetch.mock.calls[0]).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      limit: '12',
      q: 'sabores',
      category: 'food_drink',
      city: 'Recife',
      price: 'free',
      online: 'true',
    });
  });

  it('writes a changed filter to the URL, refetches, and goes back with the history', async () => {
    const [paid, any] = [makeEvent({ name: 'Show pago' }), makeEvent({ name: 'Qualquer' })];
    const fetch = stubFetch((url) =>
      jsonResponse(makePage([url.searchParams.get('price') === 'paid' ? paid : any])),
    );
    const { router } = renderAt('/events');
    expect(await screen.findByRole('link', { name: 'Qualquer' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Preço'), { target: { value: 'paid' } });
    expect(await screen.findByRole('link', { name: 'Show pago' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?price=paid');
    expect(router.state.historyAction).toBe('PUSH');
    expect(apiUrl(fetch.mock.calls.at(-1)).searchParams.get('price')).toBe('paid');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Preço')).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'Qualquer' })).toBeInTheDocument();
  });

  it('searches once typing pauses, replacing the history entry', async () => {
    const fetch = stubFetch((url) =>
      jsonResponse(makePage([makeEvent({ name: url.searchParams.get('q') ? 'Achado' : 'Tudo' })])),
    );
    const { router } = renderAt('/events');
    expect(await screen.findByRole('link', { name: 'Tudo' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar eventos' }), {
      target: { value: ' forró ' },
    });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=forr%C3%B3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('link', { name: 'Achado' })).toBeInTheDocument();
    expect(apiUrl(fetch.mock.calls.at(-1)).searchParams.get('q')).toBe('forró');
  });

  it('turns "Hoje" into a day-long window and a picked range into its days', async () => {
    const fetch = stubFetch(() => jsonResponse(makePage([makeEvent()])));
    const { router } = renderAt('/events');
    await screen.findAllByRole('article');

    fireEvent.change(screen.getByLabelText('Data'), { target: { value: 'today' } });
    await waitFor(() => expect(apiUrl(fetch.mock.calls.at(-1)).searchParams.has('from')).toBe(true));
    const today = apiUrl(fetch.mock.calls.at(-1)).searchParams;
    const hours = (Date.parse(today.get('to') ?? '') - Date.parse(today.get('from') ?? '')) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(23);
    expect(hours).toBeLessThanOrEqual(25);
    expect(Date.parse(today.get('from') ?? '')).toBeLessThanOrEqual(Date.now());

    fireEvent.change(screen.getByLabelText('Data'), { target: { value: 'range' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2030-05-10' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2030-05-12' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?when=range&from=2030-05-10&to=2030-05-12'),
    );
    await waitFor(() => {
      const range = apiUrl(fetch.mock.calls.at(-1)).searchParams;
      const days = (Date.parse(range.get('to') ?? '') - Date.parse(range.get('from') ?? '')) / 86_400_000;
      expect(Math.round(days)).toBe(3);
    });
  });

  it('clears every filter and the search at once', async () => {
    stubFetch(() => jsonResponse(makePage([makeEvent()])));
    const { router } = renderAt('/events?q=samba&category=other&when=month&lng=es');
    await screen.findAllByRole('article');
    expect(screen.getByText('Filtros ativos: 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('?lng=es');
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('');
    expect(screen.getByLabelText('Categoria')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    stubFetch((url) =>
      jsonResponse(makePage(url.searchParams.has('city') ? [] : [makeEvent({ name: 'Em todo lugar' })])),
    );
    const { router } = renderAt('/events?city=Xique-Xique');
    const empty = (await screen.findByText('Nenhum evento corresponde aos filtros')).closest(
      '[role="status"]',
    );
    if (!(empty instanceof HTMLElement)) throw new Error('the empty state is not a status');
    fireEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('link', { name: 'Em todo lugar' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the filters in a sheet from the button with the active count', async () => {
    stubFetch(() => jsonResponse(makePage([makeEvent()])));
    const { router } = renderAt('/events?online=1');
    await screen.findAllByRole('article');

    fireEvent.click(screen.getByRole('button', { name: 'Filtros (ativos: 1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByLabelText('Online ou híbrido')).toBeChecked();
    fireEvent.change(within(sheet).getByLabelText('Categoria'), { target: { value: 'sports_fitness' } });
    expect(router.state.location.search).toBe('?online=1&category=sports_fitness');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Ver eventos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros (ativos: 2)' })).toBeInTheDocument();
  });

  it('switches the view in the URL', async () => {
    stubFetch(() => jsonResponse(makePage([makeEvent()])));
    const { router } = renderAt('/events');
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Calendário' }));
    expect(router.state.location.search).toBe('?view=calendar');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Calendário' })).toHaveAttribute('aria-pressed', 'true'),
    );
    // The calendar picks its own month: no date filter there.
    expect(screen.queryByLabelText('Data')).not.toBeInTheDocument();
  });
});
