import { EVENT_VENUE_SEARCH } from '@eventos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeLocation } from '../../locations/testing/location-fixture.ts';
import { fakeEventsApi } from '../testing/fake-events-api.ts';
import { clickNext, fillOnlineStep1, pickDatetime, picker } from '../testing/fill-event-form.ts';
import { renderEventForm } from '../testing/render-event-form.tsx';

// Each test walks the form through both steps and loads the editor's chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

const start = async () => {
  renderEventForm();
  await screen.findByRole('heading', { level: 1, name: 'Criar evento' });
};
const toStep2 = async () => {
  clickNext();
  await screen.findByRole('heading', { name: 'Descrição, ingressos e visibilidade' });
};

describe('CreateEventPage — step 1', () => {
  it('names every problem of step 1 beside its field and stays on the step', async () => {
    fakeEventsApi();
    await start();
    clickNext();
    expect(await screen.findByText('O nome do evento deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data e a hora de início.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data e a hora de término.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o local do evento.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do evento')).toHaveFocus();
    expect(screen.getByLabelText('Nome do evento')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'O quê, quando e onde' })).toBeInTheDocument();

    // Fixing a field clears its message at once.
    fireEvent.change(screen.getByLabelText('Nome do evento'), { target: { value: 'Roda de samba' } });
    expect(screen.queryByText('O nome do evento deve ter pelo menos 3 caracteres.')).toBeNull();
  });

  it('asks for the access link of an online event and an end after the start', async () => {
    fakeEventsApi();
    await start();
    fireEvent.change(screen.getByLabelText('Nome do evento'), { target: { value: 'Live de lançamento' } });
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'business_professional' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Online' }));
    expect(screen.queryByRole('group', { name: 'Local do evento' })).toBeNull();
    pickDatetime('Início', '2027-05-01', '19');
    pickDatetime('Término', '2027-05-01', '18');
    fireEvent.change(screen.getByLabelText('Link de acesso'), { target: { value: 'meet.example/abc' } });
    clickNext();
    expect(await screen.findByText('O término deve ser depois do início.')).toBeInTheDocument();
    expect(
      screen.getByText('Informe um link válido, começando com http:// ou https://.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O quê, quando e onde' })).toBeInTheDocument();
  });

  it('fills the end two hours after the start and offers the quick times', async () => {
    fakeEventsApi();
    await start();
    pickDatetime('Início', '2027-05-01', '23', '30');
    expect(picker('Término').getByLabelText('Data')).toHaveValue('2027-05-02');
    expect(picker('Término').getByRole('spinbutton', { name: 'Hora' })).toHaveValue('01');
    fireEvent.click(picker('Início').getByRole('button', { name: '18:00' }));
    expect(picker('Início').getByLabelText('Data')).toHaveValue('2027-05-01');
    expect(picker('Início').getByRole('spinbutton', { name: 'Hora' })).toHaveValue('18');
    expect(picker('Início').getByRole('spinbutton', { name: 'Minuto' })).toHaveValue('00');
    const hour = picker('Início').getByRole('spinbutton', { name: 'Hora' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    expect(hour).toHaveValue('00');
    expect(hour).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps what was typed in both steps when going back and forth', async () => {
    fakeEventsApi();
    await start();
    fillOnlineStep1('Oficina de cerâmica');
    await toStep2();
    fireEvent.change(screen.getByLabelText('Resumo'), { target: { value: 'Mãos no barro' } });
    const tags = screen.getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'Cerâmica' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(screen.getByRole('radio', { name: /Privado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));

    expect(await screen.findByLabelText('Nome do evento')).toHaveValue('Oficina de cerâmica');
    expect(screen.getByLabelText('Categoria')).toHaveValue('arts_culture');
    expect(picker('Início').getByLabelText('Data')).toHaveValue('2027-05-01');
    expect(picker('Início').getByRole('spinbutton', { name: 'Minuto' })).toHaveValue('30');
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByLabelText('Link de acesso')).toHaveValue('https://meet.example/abc');

    await toStep2();
    expect(screen.getByLabelText('Resumo')).toHaveValue('Mãos no barro');
    expect(screen.getByText('#cerâmica')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Privado/ })).toBeChecked();
  });
});

describe('CreateEventPage — venues', () => {
  it('chooses one of my venues, or a public one found 500 ms after typing stops (5 at most)', async () => {
    const api = fakeEventsApi({
      own: [makeLocation({ name: 'Casa da Maria' })],
      public: [makeLocation({ name: 'Teatro Oficina', isOwn: false })],
    });
    await start();
    const venues = screen.getByRole('group', { name: 'Local do evento' });
    fireEvent.click(await within(venues).findByRole('button', { name: /Casa da Maria/ }));
    expect(within(venues).getByText('Casa da Maria')).toBeInTheDocument();
    fireEvent.click(within(venues).getByRole('button', { name: 'Trocar local' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(within(venues).getByRole('searchbox', { name: 'Buscar locais públicos' }), {
      target: { value: 'teatro' },
    });
    await act(() => vi.advanceTimersByTimeAsync(EVENT_VENUE_SEARCH.debounceMs - 50));
    expect(api.calls.filter((call) => call === 'GET /api/v1/locations/public')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    fireEvent.click(await within(venues).findByRole('button', { name: /Teatro Oficina/ }));
    const url = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/v1/locations/public');
    expect(url?.searchParams.get('limit')).toBe('5');
    expect(url?.searchParams.get('q')).toBe('teatro');
    expect(within(venues).getByRole('button', { name: 'Trocar local' })).toBeInTheDocument();
    expect(within(venues).getByText('Teatro Oficina')).toBeInTheDocument();
  });

  it('registers a new venue in the venues dialog and chooses it once saved', async () => {
    const api = fakeEventsApi({ own: [makeLocation({ name: 'Casa da Maria' })] });
    const view = renderEventForm();
    await screen.findByRole('heading', { level: 1, name: 'Criar evento' });
    await screen.findByRole('button', { name: /Casa da Maria/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar novo local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo local' });
    // What the dialog does on save: the venue exists, the venue lists reload, the dialog closes.
    api.own = [...api.own, makeLocation({ name: 'Galpão Novo' })];
    await act(() => view.queryClient.invalidateQueries({ queryKey: ['locations'] }));
    fireEvent.keyDown(dialog, { key: 'Escape' });

    const venues = screen.getByRole('group', { name: 'Local do evento' });
    expect(await within(venues).findByRole('button', { name: 'Trocar local' })).toBeInTheDocument();
    expect(within(venues).getByText('Galpão Novo')).toBeInTheDocument();
  });

  it('chooses nothing when the venues dialog is closed without saving', async () => {
    fakeEventsApi({ own: [makeLocation({ name: 'Casa da Maria' })] });
    await start();
    await screen.findByRole('button', { name: /Casa da Maria/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar novo local' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Novo local' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Trocar local' })).toBeNull();
  });
});

describe('CreateEventPage — saving', () => {
  it('saves a draft with publish false and every field as the API wants it, then opens the event', async () => {
    const venue = makeLocation({ name: 'Ateliê Barro' });
    const api = fakeEventsApi({ own: [venue] });
    await start();
    fireEvent.change(screen.getByLabelText('Nome do evento'), { target: { value: 'Oficina de cerâmica' } });
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'arts_culture' } });
    fireEvent.change(screen.getByLabelText('Subcategoria'), { target: { value: 'artesanato' } });
    pickDatetime('Início', '2027-05-01', '19', '30');
    fireEvent.click(await screen.findByRole('button', { name: /Ateliê Barro/ }));
    await toStep2();
    fireEvent.click(screen.getByRole('switch', { name: /Evento pago/ }));
    fireEvent.change(screen.getByLabelText('Preço (R$)'), { target: { value: '25,50' } });
    fireEvent.change(screen.getByLabelText('Preço máximo (R$)'), { target: { value: '1.000' } });
    fireEvent.click(screen.getByRole('switch', { name: /Exige ingresso/ }));
    fireEvent.change(screen.getByLabelText('Link dos ingressos'), {
      target: { value: 'https://ingressos.example/x' },
    });
    fireEvent.change(screen.getByLabelText('Público-alvo'), { target: { value: 'Iniciantes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(
      await screen.findByRole('heading', { name: 'Página do evento oficina-de-ceramica' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Rascunho salvo')).toBeInTheDocument();
    expect(api.saved).toEqual([
      {
        name: 'Oficina de cerâmica',
        category: 'arts_culture',
        subcategory: 'artesanato',
        // Brasília time, whatever the device's zone.
        startDatetime: '2027-05-01T22:30:00.000Z',
        endDatetime: '2027-05-02T00:30:00.000Z',
        eventType: 'presencial',
        locationId: venue.id,
        accessLink: null,
        summary: null,
        description: null,
        isPaid: true,
        priceMinCents: 2550,
        priceMaxCents: 100000,
        requiresTickets: true,
        ticketLink: 'https://ingressos.example/x',
        capacity: null,
        rsvpDeadline: null,
        tags: [],
        targetAudience: 'Iniciantes',
        visibility: 'public',
        // Organised by the person themselves (they run no group here).
        groupId: null,
        publish: false,
      },
    ]);
  });

  it('publishes with publish true and says so', async () => {
    const api = fakeEventsApi();
    await start();
    fillOnlineStep1('Live de lançamento');
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Evento publicado!')).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({
      publish: true,
      eventType: 'online',
      locationId: null,
      accessLink: 'https://meet.example/abc',
      isPaid: false,
      priceMinCents: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'Página do evento live-de-lancamento' }),
    ).toBeInTheDocument();
  });

  it('checks step 2 before sending: a paid event needs its price in reais', async () => {
    const api = fakeEventsApi();
    await start();
    fillOnlineStep1();
    await toStep2();
    fireEvent.click(screen.getByRole('switch', { name: /Evento pago/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Informe o preço do evento pago.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Preço (R$)'), { target: { value: 'dez reais' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Informe um valor válido em reais.')).toBeInTheDocument();
    expect(screen.getByLabelText('Preço (R$)')).toHaveFocus();
    expect(api.saved).toHaveLength(0);
  });

  it('puts problems the server found beside their fields, on the step that holds them, keeping the values', async () => {
    const api = fakeEventsApi();
    api.save = () =>
      problemResponse(400, {
        title: 'Dados inválidos',
        code: 'validation.failed',
        detail: 'Dados inválidos.',
        errors: [
          {
            path: 'tags.1',
            code: 'validation.event.tags.invalid',
            message: 'Cada tag deve ter entre 2 e 30 caracteres.',
          },
          {
            path: 'startDatetime',
            code: 'validation.event.start.past',
            message: 'O evento deve começar no futuro.',
          },
        ],
      });
    await start();
    fillOnlineStep1('Oficina de cerâmica');
    await toStep2();
    fireEvent.change(screen.getByLabelText('Resumo'), { target: { value: 'Mãos no barro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('heading', { name: 'O quê, quando e onde' })).toBeInTheDocument();
    expect(screen.getAllByText('O evento deve começar no futuro.').length).toBeGreaterThan(0);
    expect(picker('Início').getByLabelText('Data')).toHaveFocus();
    expect(screen.getByLabelText('Nome do evento')).toHaveValue('Oficina de cerâmica');
    expect(await screen.findByText('Erro ao salvar o evento. Tente novamente.')).toBeInTheDocument();

    await toStep2();
    expect(screen.getByText('Cada tag deve ter entre 2 e 30 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Resumo')).toHaveValue('Mãos no barro');
  });

  it('sends the cover after the event is created (POST, then PUT), refusing a file that is not an image', async () => {
    const api = fakeEventsApi();
    await start();
    fillOnlineStep1('Oficina de cerâmica');
    await toStep2();
    const input = screen.getByLabelText('Imagem de capa');
    fireEvent.change(input, { target: { files: [new File(['oi'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeInTheDocument();
    const image = new File([new Uint8Array([1, 2, 3])], 'capa.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [image] } });
    expect(screen.queryByText('Envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));

    await screen.findByRole('heading', { name: 'Página do evento oficina-de-ceramica' });
    const id = '40000000-0000-4000-8000-000000000777';
    expect(api.calls.filter((call) => call.startsWith('POST') || call.startsWith('PUT'))).toEqual([
      'POST /api/v1/events',
      `PUT /api/v1/events/${id}/cover`,
    ]);
    const put = api.fetch.mock.calls.find(([, request]) => request?.method === 'PUT');
    const body = put?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('CreateEventPage — a cover the server refuses', () => {
  it('keeps the saved event and continues on its edit page, saying why', async () => {
    const api = fakeEventsApi();
    api.cover = () =>
      problemResponse(400, {
        title: 'Imagem',
        code: 'validation.event.cover.unreadable',
        detail: 'Não foi possível ler esta imagem. Tente outra.',
      });
    const view = renderEventForm();
    await screen.findByRole('heading', { level: 1, name: 'Criar evento' });
    fillOnlineStep1('Oficina de cerâmica');
    await toStep2();
    fireEvent.change(screen.getByLabelText('Imagem de capa'), {
      target: { files: [new File([new Uint8Array([1])], 'capa.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('O evento foi salvo, mas a imagem de capa não foi enviada'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Não foi possível ler esta imagem. Tente outra.').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/events/40000000-0000-4000-8000-000000000777/edit'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar evento' })).toBeInTheDocument();
  });
});
