import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.ts';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';
import { type RunningServer, startServer, stopServer } from '../support/server.ts';

/** Rafael (demo organiser) has a complete profile. */
const ORGANISER = 'rafael@eventos.demo';

interface SavedVenue {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/**
 * Venues when no geocoder can be reached: this server's Google and Nominatim addresses point at a
 * port nothing listens on, so every CEP and address lookup fails as it would with the network down.
 * (Map tiles do not load here either: placing the pin must not need them.)
 */
test.describe('venues without a geocoder', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    server = await startServer({
      name: 'offline-geocoder',
      env: {
        GOOGLE_MAPS_API_KEY: 'unreachable-geocoder',
        GEOCODING_GOOGLE_URL: `${nowhere}/maps/api/geocode/json`,
        GEOCODING_NOMINATIM_URL: `${nowhere}/search`,
        GEOCODING_TIMEOUT_MS: '2000',
        AUTH_SIGN_IN_LIMIT: '100000',
      },
    });
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  const at = (path: string) => `${server.baseURL}${path}`;

  async function signIn(page: Page) {
    const res = await page.request.post(at('/api/auth/sign-in/email'), {
      headers: { origin: server.baseURL },
      data: { email: ORGANISER, password: DEMO_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** The screen as the user sees it (the dialog scrolls inside itself, so not the full page). */
  async function shot(page: Page, name: string) {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`) });
  }

  async function savedVenue(page: Page, name: string): Promise<SavedVenue | undefined> {
    const res = await page.request.get(at(`/api/v1/locations?q=${encodeURIComponent(name)}`));
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: SavedVenue[] };
    return items.find((item) => item.name === name);
  }

  /** Opens the add dialog, picks a private venue and types its name and address (no CEP found). */
  async function startVenue(page: Page, name: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Adicionar local' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Privado/ }).click();
    await dialog.getByLabel('Nome do local').fill(name);
    await dialog.getByLabel('CEP', { exact: true }).fill('04101-300');
    await expect(dialog.getByText('Erro ao buscar endereço')).toBeVisible();
    await dialog.getByLabel('Endereço', { exact: true }).fill('Rua Vergueiro');
    await dialog.getByLabel('Número').fill('3185');
    await dialog.getByLabel('Cidade').fill('São Paulo');
    await dialog.getByLabel('Estado').fill('SP');
    return dialog;
  }

  test('the organiser places the pin on the map, drags it, and saves with the typed address', async ({
    page,
  }) => {
    const name = `Sala Vergueiro ${randomUUID().slice(0, 6)}`;
    await signIn(page);
    await page.goto(at('/locations'));
    const dialog = await startVenue(page, name);

    // The search fails with the spec's message, and says the venue can still be saved.
    await dialog.getByRole('button', { name: 'Buscar endereço no mapa' }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: 'Falha na comunicação' });
    await expect(failure).toContainText(
      'Falha na comunicação com o serviço de mapas. Verifique sua conexão.',
    );
    await expect(failure).toContainText('Isso não impede salvar o local');
    await expect(dialog.getByText('O local ainda não tem posição no mapa', { exact: false })).toBeVisible();

    // A click on the map (no tiles loaded) puts the pin there.
    const map = dialog.getByRole('application', { name: 'Mapa para marcar o ponto do local' });
    await map.scrollIntoViewIfNeeded();
    await shot(page, 'locations-offline-failed');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
    await expect(dialog.getByText('Localização encontrada')).toBeVisible();
    await shot(page, 'locations-offline-clicked');
    const latitude = dialog.getByLabel('Latitude');
    const longitude = dialog.getByLabel('Longitude');
    await expect(latitude).toHaveValue(/^-?\d+(\.\d+)?$/);
    const placed = [await latitude.inputValue(), await longitude.inputValue()];
    await expect(failure).toBeHidden();

    // Dragging the marker moves the point.
    const marker = map.getByRole('img', { name: 'Ponto do local' });
    const pin = await marker.boundingBox();
    if (!pin) throw new Error('the marker has no box');
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height - 4);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 - 30, pin.y + pin.height + 20, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => [await latitude.inputValue(), await longitude.inputValue()])
      .not.toEqual(placed);
    const typedLatitude = Number(await latitude.inputValue());
    const typedLongitude = Number(await longitude.inputValue());
    await shot(page, 'locations-offline-dragged');
    await longitude.scrollIntoViewIfNeeded();
    await shot(page, 'locations-offline-pinned');

    await dialog.getByRole('button', { name: 'Salvar local' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Local cadastrado' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = await savedVenue(page, name);
    expect(saved).toMatchObject({
      address: 'Rua Vergueiro',
      latitude: typedLatitude,
      longitude: typedLongitude,
    });
  });

  test('the organiser types latitude and longitude instead, and the venue keeps them', async ({ page }) => {
    const name = `Galpão Aclimação ${randomUUID().slice(0, 6)}`;
    await signIn(page);
    await page.goto(at('/locations'));
    const dialog = await startVenue(page, name);

    // Without a point the save is refused with the spec's toast.
    await dialog.getByRole('button', { name: 'Salvar local' }).click();
    await expect(
      page.getByText('Não foi possível obter a latitude/longitude do local selecionado.', { exact: false }),
    ).toBeVisible();

    await dialog.getByLabel('Latitude').fill('-23,5714');
    await dialog.getByLabel('Longitude').fill('-46.6298');
    await expect(dialog.getByText('Localização encontrada')).toBeVisible();
    await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Salvar local' }).click();
    await expect(dialog).toBeHidden();
    expect(await savedVenue(page, name)).toMatchObject({ latitude: -23.5714, longitude: -46.6298 });
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
      'href',
      /mlat=-23\.5714&mlon=-46\.6298/,
    );
  });

  test('the server still refuses a venue with no coordinates at all', async ({ page }) => {
    await signIn(page);
    const res = await page.request.post(at('/api/v1/locations'), {
      headers: { origin: server.baseURL },
      data: {
        name: 'Sem Ponto',
        postalCode: '04101-300',
        address: 'Rua Vergueiro',
        number: '1',
        city: 'São Paulo',
        state: 'SP',
        country: 'Brasil',
        isPublic: false,
      },
    });
    expect(res.status()).toBe(400);
    const problem = (await res.json()) as { errors?: { path: string; code: string }[] };
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'latitude', code: 'validation.location.coordinates.required' }),
      ]),
    );
  });

  test('the map form reads well in Arabic, right to left', async ({ page }) => {
    await signIn(page);
    await page.goto(at('/locations?lng=ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'إضافة مكان' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button').filter({ hasText: 'خاص' }).first().click();
    await dialog.getByLabel('اسم المكان').fill('قاعة فيرغيرو');
    await dialog.getByLabel('العنوان', { exact: true }).fill('Rua Vergueiro');
    await dialog.getByLabel('الرقم').fill('3185');
    await dialog.getByLabel('المدينة').fill('São Paulo');
    await dialog.getByLabel('الولاية').fill('SP');
    await dialog.getByLabel('خط العرض').fill('-23.5714');
    await dialog.getByLabel('خط الطول').fill('-46.6298');
    await dialog.getByRole('button', { name: 'البحث عن العنوان على الخريطة' }).click();
    await expect(dialog.getByRole('alert').first()).toContainText('حدّد النقطة على الخريطة');
    await dialog.getByRole('button', { name: 'البحث عن العنوان على الخريطة' }).scrollIntoViewIfNeeded();
    await shot(page, 'locations-offline-ar');
    await dialog.getByLabel('خط الطول').scrollIntoViewIfNeeded();
    await shot(page, 'locations-offline-ar-fields');
  });
});
