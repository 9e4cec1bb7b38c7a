import { LOCATION_LIST_TIMEOUT_MS, LOCATION_SEARCH } from '@eventos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { fakeLocationsApi } from '../testing/fake-locations-api.ts';
import { ACCESSIBILITY_OPTIONS, makeLocation } from '../testing/location-fixture.ts';
import { renderLocationsPage } from '../testing/render-locations-page.tsx';

const [wheelchair, restroom] = ACCESSIBILITY_OPTIONS;

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const ownRequests = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/locations');

describe('LocationsPage — the list', () => {
  it('shows a card per venue with its badge, address, notes, accessibility and map', async () => {
    fakeLocationsApi({
      own: [
        makeLocation({
          name: 'MASP',
          reference: 'Em frente ao parque',
          howToGetThere: 'Metrô Trianon-Masp',
          parkingInfo: 'Estacionamento pago na rua',
          additionalInfo: 'Vão livre',
          accessibilityOptions: [wheelchair?.id ?? '', restroom?.id ?? ''],
        }),
        makeLocation({ name: 'Casa da Maria', isPublic: false }),
      ],
    });
    renderLocationsPage();
    expect(await screen.findByRole('heading', { name: 'MASP' })).toBeInTheDocument();
    const masp = within(card('MASP'));
    expect(masp.getByText('Público')).toBeInTheDocument();
    expect(masp.getByText(/Avenida Paulista, 1578 – São Paulo\/SP/)).toBeInTheDocument();
    // The CEP is isolated left-to-right so it reads correctly inside Arabic text.
    expect(masp.getByText(/CEP .01310-200./).textContent).toContain('CEP \u206601310-200\u2069');
    expect(masp.getByText('Em frente ao parque')).toBeInTheDocument();
    expect(masp.getByText('Metrô Trianon-Masp')).toBeInTheDocument();
    expect(masp.getByText('Estacionamento pago na rua')).toBeInTheDocument();
    expect(masp.getByText('Vão livre')).toBeInTheDocument();
    expect(await masp.findByText('Acesso para cadeira de rodas')).toBeInTheDocument();
    expect(masp.getByText('Banheiro acessível')).toBeInTheDocument();
    const link = masp.getByRole('link', { name: /Ver no mapa/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(masp.getByRole('button', { name: /Editar/ })).toBeInTheDocument();
    expect(masp.getByRole('button', { name: /Excluir/ })).toBeInTheDocument();
    expect(within(card('Casa da Maria')).getByText('Privado')).toBeInTheDocument();

    expect(screen.queryByTitle('Mapa de MASP')).toBeNull();
    fireEvent.click(masp.getByRole('button', { name: 'Mostrar mapa' }));
    const map = screen.getByTitle('Mapa de MASP');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(masp.getByRole('button', { name: 'Ocultar mapa' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows user text as text, never as markup', async () => {
    fakeLocationsApi({
      own: [makeLocation({ name: '<b>Palco</b>', reference: '<img src=x onerror=alert(1)>' })],
    });
    renderLocationsPage();
    expect(await screen.findByRole('heading', { name: '<b>Palco</b>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the empty state with a button that opens the dialog', async () => {
    fakeLocationsApi();
    renderLocationsPage();
    expect(await screen.findByText('Você ainda não cadastrou nenhum local')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Adicionar local' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Novo local' })).toBeInTheDocument();
  });

  it('searches after 300 ms of quiet and lists matching public venues of others, read-only', async () => {
    const api = fakeLocationsApi({
      own: [makeLocation({ name: 'Teatro Municipal' }), makeLocation({ name: 'Casa da Maria' })],
      public: [
        makeLocation({ name: 'Teatro Municipal', isOwn: true }),
        makeLocation({ name: 'Teatro Oficina', isOwn: false }),
      ],
    });
    renderLocationsPage();
    await screen.findByRole('heading', { name: 'Casa da Maria' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole('searchbox', { name: 'Buscar locais' });
    fireEvent.change(box, { target: { value: 't' } });
    fireEvent.change(box, { target: { value: 'te' } });
    fireEvent.change(box, { target: { value: 'teatro' } });
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_SEARCH.screenDebounceMs - 50));
    expect(ownRequests(api.fetch).filter((u) => u.searchParams.has('q'))).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));

    const publicSection = await screen.findByRole('region', { name: 'Locais públicos de outras pessoas' });
    expect(await within(publicSection).findByRole('heading', { name: 'Teatro Oficina' })).toBeInTheDocument();
    expect(within(publicSection).queryByRole('heading', { name: 'Teatro Municipal' })).toBeNull();
    expect(within(publicSection).queryByRole('button', { name: /Editar|Excluir/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Casa da Maria' })).toBeNull());
    expect(ownRequests(api.fetch).map((u) => u.searchParams.get('q'))).toEqual([null, 'teatro']);
    const publicUrl = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/v1/locations/public');
    expect(publicUrl?.searchParams.get('limit')).toBe('20');
  });

  it('gives up after 7 s: the spinner stops, the network toast shows and a retry button appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = false;
    stubFetch((url, init) => {
      if (url.pathname === '/api/v1/selection-options') return jsonResponse({ items: [] });
      if (answer) return jsonResponse({ items: [makeLocation({ name: 'Enfim' })] });
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    renderLocationsPage();
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_LIST_TIMEOUT_MS - 100));
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.queryByText('Carregando...')).toBeNull());
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Falha ao carregar os locais');
    expect(toast).toHaveTextContent('Não foi possível conectar ao servidor. Verifique sua conexão.');
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Enfim' })).toBeInTheDocument();
  });
});

describe('LocationsPage — deleting', () => {
  const openDelete = async (name: string) => {
    fireEvent.click(
      within(await screen.findByRole('article', { name })).getByRole('button', { name: /Excluir/ }),
    );
    return screen.findByRole('alertdialog', { name: 'Excluir este local?' });
  };

  it('asks first, then deletes and says so', async () => {
    const api = fakeLocationsApi({ own: [makeLocation({ name: 'Galpão' })] });
    renderLocationsPage();
    const dialog = await openDelete('Galpão');
    expect(dialog).toHaveTextContent('“Galpão” será excluído.');
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir local' }));
    expect(await screen.findByText('Local excluído')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não cadastrou nenhum local')).toBeInTheDocument();
  });

  it('cancelling keeps the venue and calls nothing', async () => {
    const api = fakeLocationsApi({ own: [makeLocation({ name: 'Galpão' })] });
    renderLocationsPage();
    const dialog = await openDelete('Galpão');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('keeps a venue an event uses, with the 409 message', async () => {
    const api = fakeLocationsApi({ own: [makeLocation({ name: 'Galpão' })] });
    api.remove = () =>
      problemResponse(409, {
        title: 'Conflito',
        code: 'location.in_use',
        detail: 'Este local está vinculado a um evento e não pode ser excluído.',
      });
    renderLocationsPage();
    fireEvent.click(within(await openDelete('Galpão')).getByRole('button', { name: 'Excluir local' }));
    const toast = (
      await screen.findByText('Este local está vinculado a um evento e não pode ser excluído.')
    ).closest('[data-testid="toast"]');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('heading', { name: 'Galpão' })).toBeInTheDocument();
  });

  it('shows the generic delete error for any other failure', async () => {
    const api = fakeLocationsApi({ own: [makeLocation({ name: 'Galpão' })] });
    api.remove = () => problemResponse(500, { title: 'Erro', code: 'internal', detail: 'Erro interno.' });
    renderLocationsPage();
    fireEvent.click(within(await openDelete('Galpão')).getByRole('button', { name: 'Excluir local' }));
    expect(await screen.findByText('Erro ao excluir o local. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Galpão' })).toBeInTheDocument();
  });
});
