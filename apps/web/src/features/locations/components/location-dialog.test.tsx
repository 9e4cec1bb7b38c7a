import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { type FakeLocationsApi, fakeLocationsApi } from '../testing/fake-locations-api.ts';
import { ACCESSIBILITY_OPTIONS, makeLocation } from '../testing/location-fixture.ts';
import { renderLocationsPage } from '../testing/render-locations-page.tsx';

afterEach(() => dismissToast());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText(label);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar local' }));
const sent = (api: FakeLocationsApi) =>
  api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH');

/** Opens the dialog from the page's add button and picks the type. */
async function openNew(type: 'Público' | 'Privado' = 'Privado') {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Adicionar local' }))[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Novo local' });
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(type) }));
  await screen.findByLabelText('Nome do local');
  return dialog;
}

const notFound = () =>
  problemResponse(404, {
    title: 'Não encontrado',
    code: 'geocode.postal_code.not_found',
    detail: 'CEP não encontrado',
  });

describe('Location dialog — steps', () => {
  it('asks for the type first, explaining private, then shows the form with that type', async () => {
    fakeLocationsApi();
    renderLocationsPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Adicionar local' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Novo local' });
    expect(within(dialog).getByRole('button', { name: /Privado/ })).toHaveAccessibleDescription(
      'Visível apenas para os eventos que você criar. Ninguém mais o encontra na busca.',
    );
    expect(within(dialog).queryByLabelText('Nome do local')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Privado/ }));
    expect(await within(dialog).findByLabelText('Nome do local')).toHaveFocus();
    expect(within(dialog).getByText('Privado')).toBeInTheDocument();
    expect(field('País')).toHaveValue('Brasil');
  });

  it('editing skips the type step, fills the form and sends the whole venue with PATCH', async () => {
    const venue = makeLocation({ name: 'Galpão', isPublic: false, reference: 'Portão azul' });
    const api = fakeLocationsApi({ own: [venue] });
    renderLocationsPage();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Galpão' })).getByRole('button', { name: /Editar/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar local' });
    expect(within(dialog).getByText('Privado')).toBeInTheDocument();
    expect(field('Nome do local')).toHaveValue('Galpão');
    expect(field('Ponto de referência')).toHaveValue('Portão azul');
    expect(within(dialog).getByText('Localização encontrada')).toBeInTheDocument();
    fill('Nome do local', 'Galpão Cultural');
    save();
    expect(await screen.findByText('Local atualizado')).toBeInTheDocument();
    const [url, init] = sent(api)[0] ?? [];
    expect(init?.method).toBe('PATCH');
    expect(String(url)).toContain(`/api/v1/locations/${venue.id}`);
    expect(api.saved[0]).toMatchObject({
      name: 'Galpão Cultural',
      isPublic: false,
      reference: 'Portão azul',
      additionalInfo: null,
      latitude: venue.latitude,
      longitude: venue.longitude,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Galpão Cultural' })).toBeInTheDocument();
  });
});

describe('Location dialog — validation (spec §5)', () => {
  it('shows each message beside its field, keeps what was typed and sends nothing', async () => {
    const api = fakeLocationsApi();
    api.postalCode = notFound;
    renderLocationsPage();
    await openNew();
    fill('Nome do local', 'Ab');
    fill('CEP', '1234');
    fill('Endereço', 'Rua');
    fill('Cidade', 'X');
    fill('Estado', 'S');
    fill('País', 'B');
    save();
    expect(field('Nome do local')).toHaveAccessibleDescription(
      'Nome do local deve ter no mínimo 3 caracteres',
    );
    expect(field('CEP')).toHaveAccessibleDescription(expect.stringContaining('CEP inválido'));
    expect(field('Endereço')).toHaveAccessibleDescription('Endereço deve ter no mínimo 5 caracteres');
    expect(field('Número')).toHaveAccessibleDescription('Número é obrigatório');
    expect(field('Cidade')).toHaveAccessibleDescription('Cidade é obrigatória');
    expect(field('Estado')).toHaveAccessibleDescription('Estado é obrigatório');
    expect(field('País')).toHaveAccessibleDescription('País é obrigatório');
    expect(field('Nome do local')).toHaveFocus();
    expect(field('Nome do local')).toHaveValue('Ab');
    expect(field('Endereço')).toHaveValue('Rua');
    expect(sent(api)).toHaveLength(0);
  });

  it('warns when the user is not signed in', async () => {
    const api = fakeLocationsApi();
    renderLocationsPage({ status: 'visitor' });
    await openNew();
    fill('Nome do local', 'Galpão');
    fill('CEP', '01310-200');
    await screen.findByText('Localização encontrada');
    fill('Número', '10');
    save();
    expect(await screen.findByText('Usuário não autenticado. Faça login novamente.')).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
  });

  it('refuses to save without coordinates, with the spec toast', async () => {
    const api = fakeLocationsApi();
    api.postalCode = notFound;
    renderLocationsPage();
    await openNew();
    fill('Nome do local', 'Galpão');
    fill('CEP', '01310200');
    await screen.findByText('CEP não encontrado');
    fill('Endereço', 'Rua Augusta');
    fill('Número', '100');
    fill('Cidade', 'São Paulo');
    fill('Estado', 'SP');
    save();
    const toast = (
      await screen.findByText(
        'Não foi possível obter a latitude/longitude do local selecionado. Preencha o endereço corretamente ou escolha outro local.',
      )
    ).closest('[data-testid="toast"]');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(sent(api)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Location dialog — CEP lookup and map search', () => {
  it('fills the address, Brasil and the point from the CEP and saves the venue', async () => {
    const api = fakeLocationsApi();
    renderLocationsPage();
    await openNew('Público');
    fill('Nome do local', 'MASP');
    fill('CEP', '01310-20');
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('/geocode/'))).toBe(false);
    fill('CEP', '01310-200');
    expect(await screen.findByText('Localização encontrada')).toBeInTheDocument();
    expect(field('Endereço')).toHaveValue('Avenida Paulista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('País')).toHaveValue('Brasil');
    expect(String(api.fetch.mock.calls.at(-1)?.[0])).toContain('/api/v1/geocode/postal-code/01310200');
    fill('Número', '1578');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Piso tátil' }));
    save();
    expect(await screen.findByText('Local cadastrado')).toBeInTheDocument();
    expect(api.saved[0]).toEqual({
      name: 'MASP',
      postalCode: '01310-200',
      address: 'Avenida Paulista',
      number: '1578',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
      reference: null,
      additionalInfo: null,
      howToGetThere: null,
      parkingInfo: null,
      accessibilityOptions: [ACCESSIBILITY_OPTIONS[3]?.id],
      isPublic: true,
      latitude: -23.561414,
      longitude: -46.655881,
    });
    expect(await screen.findByRole('heading', { name: 'MASP' })).toBeInTheDocument();
  });

  it('shows a lookup failure beside the CEP, with its values, and clears nothing', async () => {
    const api = fakeLocationsApi();
    api.postalCode = () =>
      problemResponse(502, {
        title: 'Erro',
        code: 'geocode.http_error',
        detail: 'Erro HTTP: 503 - Service Unavailable',
        params: { status: 503, text: 'Service Unavailable' },
      });
    renderLocationsPage();
    await openNew();
    fill('Endereço', 'Rua Augusta');
    fill('CEP', '01305000');
    await waitFor(() =>
      expect(field('CEP')).toHaveAccessibleDescription(
        expect.stringContaining('Erro HTTP: 503 - Service Unavailable'),
      ),
    );
    expect(field('Endereço')).toHaveValue('Rua Augusta');
    expect(field('CEP')).toHaveValue('01305000');
  });

  it('finds the point of the typed address and keeps it when the address is edited', async () => {
    const api = fakeLocationsApi();
    api.address = () =>
      jsonResponse({
        address: 'Rua Augusta',
        number: '100',
        city: 'São Paulo',
        state: 'São Paulo',
        stateCode: 'SP',
        countryCode: 'BR',
        postalCode: '01305000',
        latitude: -23.55,
        longitude: -46.65,
      });
    renderLocationsPage();
    await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar endereço no mapa' }));
    expect(await screen.findByText('Digite pelo menos 3 caracteres do endereço.')).toBeInTheDocument();
    fill('Endereço', 'Rua Augusta');
    fill('Número', '100');
    fill('Cidade', 'São Paulo');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar endereço no mapa' }));
    expect(await screen.findByText('Localização encontrada')).toBeInTheDocument();
    const url = new URL(String(api.fetch.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/geocode/address');
    expect(url.searchParams.get('q')).toBe('Rua Augusta, 100, São Paulo');
    fill('Número', '102');
    expect(screen.getByText('Localização encontrada')).toBeInTheDocument();
  });

  it('saves with the typed address and a point typed by hand when the map search fails', async () => {
    const api = fakeLocationsApi();
    api.address = () =>
      problemResponse(502, {
        title: 'Erro',
        code: 'geocode.fallback_failed',
        detail: 'Falha na comunicação com o serviço de mapas. Verifique sua conexão.',
      });
    api.postalCode = notFound;
    renderLocationsPage();
    await openNew();
    fill('Nome do local', 'Galpão');
    fill('CEP', '01999-000');
    await screen.findByText('CEP não encontrado');
    fill('Endereço', 'Rua Sem Nome');
    fill('Número', '7');
    fill('Cidade', 'São Paulo');
    fill('Estado', 'SP');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar endereço no mapa' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Falha na comunicação com o serviço de mapas. Verifique sua conexão.');
    expect(failure).toHaveTextContent('Isso não impede salvar o local');

    fill('Latitude', '-23,5505');
    fill('Longitude', 'oeste');
    save();
    expect(field('Longitude')).toHaveAccessibleDescription('Longitude inválida.');
    expect(sent(api)).toHaveLength(0);
    fill('Longitude', '-46.6333');
    expect(screen.getByText('Localização encontrada')).toBeInTheDocument();
    save();
    // (A toast of the test before may still be leaving: the closed dialog says the save went through.)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.saved).toHaveLength(1);
    expect(api.saved[0]).toMatchObject({
      address: 'Rua Sem Nome',
      postalCode: '01999-000',
      latitude: -23.5505,
      longitude: -46.6333,
    });
  });

  it('puts the pin where the map is clicked, without any geocoder', async () => {
    const api = fakeLocationsApi();
    renderLocationsPage();
    await openNew();
    const map = await screen.findByRole(
      'application',
      { name: 'Mapa para marcar o ponto do local' },
      { timeout: 5_000 },
    );
    // jsdom lays nothing out: a click at the map's corner lands near its centre, Brazil's.
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    const value = (label: string) => (field(label) as HTMLInputElement).value;
    await waitFor(() => expect(value('Latitude')).toMatch(/^-14\.\d{1,6}$/));
    expect(value('Longitude')).toMatch(/^-51\.\d{1,6}$/);
    expect(screen.getByText('Localização encontrada')).toBeInTheDocument();
    expect(map.querySelector('.leaflet-marker-icon[title="Ponto do local"]')).not.toBeNull();
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('/geocode/'))).toBe(false);
  });

  it('shows the API field errors of a refused save beside the fields and the save toast', async () => {
    const api = fakeLocationsApi();
    api.save = () =>
      problemResponse(400, {
        title: 'Dados inválidos',
        code: 'validation.failed',
        detail: 'Dados inválidos.',
        errors: [
          {
            path: 'name',
            code: 'validation.location.text.too_long',
            message: 'Texto longo demais para este campo.',
          },
        ],
      });
    renderLocationsPage();
    await openNew();
    fill('Nome do local', 'MASP');
    fill('CEP', '01310200');
    await screen.findByText('Localização encontrada');
    fill('Número', '1578');
    save();
    const toast = (await screen.findByText('Erro ao salvar o local. Tente novamente.')).closest(
      '[data-testid="toast"]',
    );
    expect(toast).toHaveTextContent('Texto longo demais para este campo.');
    expect(field('Nome do local')).toHaveAccessibleDescription('Texto longo demais para este campo.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
