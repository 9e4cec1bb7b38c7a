import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

interface EventListItem {
  id: string;
  name: string;
  startDatetime: string;
  visibility: 'public' | 'private';
  location: { name: string; city: string | null; state: string | null } | null;
}

interface EventListPage {
  items: EventListItem[];
  nextCursor: string | null;
}

/** A month written the pt-BR way: "22 de nov.", "22 de novembro", "sáb., 22 de nov." */
const PT_BR_DATE = /\b\d{1,2} de (jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)/i;
const ARABIC = /[\u0600-\u06FF]/;

async function firstPage(request: APIRequestContext): Promise<EventListPage> {
  const response = await request.get('/api/v1/events');
  expect(response.status()).toBe(200);
  return (await response.json()) as EventListPage;
}

/** Every event a visitor can list, page by page, the way a client follows nextCursor. */
async function allListedEvents(request: APIRequestContext): Promise<EventListItem[]> {
  const items: EventListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`/api/v1/events?limit=50${query}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as EventListPage;
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('the event list did not end after 200 pages');
}

/** The results list's name in each language the walk uses. */
const RESULTS_LIST = /^(Lista de eventos|Event list|قائمة الفعاليات)$/;

/** The result cards, in the list's order (the "Patrocinado" block above them is apart). */
function cards(page: Page) {
  return page.getByRole('main').getByRole('list', { name: RESULTS_LIST }).getByRole('article');
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`) });
}

/** Asks for more the way a person does: scroll to the end, press "Carregar mais" if nothing came. */
async function loadMore(page: Page, before: number): Promise<void> {
  const list = cards(page);
  await list.last().scrollIntoViewIfNeeded();
  const grew = await expect
    .poll(() => list.count(), { timeout: 3_000 })
    .toBeGreaterThan(before)
    .then(
      () => true,
      () => false,
    );
  if (!grew) {
    const button = page.getByRole('button', { name: 'Carregar mais' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
  }
  await expect.poll(() => list.count()).toBeGreaterThan(before);
}

test.describe('events list', () => {
  test('a visitor sees upcoming events in pt-BR and loads more', async ({ page, request }) => {
    const api = await firstPage(request);
    expect(api.items.length, 'the demo seed creates upcoming events').toBeGreaterThan(0);

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Eventos', exact: true, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
    const list = cards(page);
    await expect(list.first()).toBeVisible();

    // The first event of the API is a card with its name, a pt-BR date and its city.
    const first = api.items[0];
    if (!first) throw new Error('no first event');
    const card = list.filter({ hasText: first.name }).first();
    await expect(card).toBeVisible();
    const when = card.locator(`time[datetime="${first.startDatetime}"]`);
    await expect(when).toHaveText(PT_BR_DATE);
    const withCity = api.items.find((item) => item.location?.city);
    if (withCity?.location?.city) {
      await expect(list.filter({ hasText: withCity.name }).first()).toContainText(withCity.location.city);
    }
    await screenshot(page, 'events-pt-BR');

    if (api.nextCursor) {
      const before = await list.count();
      await loadMore(page, before);
      const next = await request.get(`/api/v1/events?cursor=${encodeURIComponent(api.nextCursor)}`);
      const nextFirst = ((await next.json()) as EventListPage).items[0];
      if (nextFirst) await expect(list.filter({ hasText: nextFirst.name }).first()).toBeAttached();
    }
  });

  test('?lng=ar shows the page in Arabic, right to left', async ({ page }) => {
    await page.goto('/events?lng=ar');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(ARABIC);
    await expect(cards(page).first()).toBeVisible();
    await screenshot(page, 'events-ar');
  });

  test('?lng=en shows the page in English', async ({ page }) => {
    await page.goto('/events?lng=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
    await expect(cards(page).first()).toBeVisible();
  });

  test('a visitor never sees a private event', async ({ page, request }) => {
    const listed = await allListedEvents(request);
    expect(listed.length).toBeGreaterThan(0);
    const privateOnes = listed.filter((item) => item.visibility !== 'public');
    expect(privateOnes.map((item) => item.name)).toEqual([]);

    await page.goto('/events');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText('Privado', { exact: true })).toHaveCount(0);
    const before = await cards(page).count();
    if (listed.length > before) await loadMore(page, before);
    await expect(page.getByText('Privado', { exact: true })).toHaveCount(0);
  });
});

interface FilteredItem extends EventListItem {
  category: string;
  slug: string;
}

/** The filters sit in the bar from tablet width; on a phone they open in a sheet. */
async function withFilters(page: Page, act: (scope: ReturnType<Page['locator']>) => Promise<void>) {
  const sheetButton = page.getByRole('button', { name: /^Filtros/ });
  if (await sheetButton.isVisible()) {
    await sheetButton.click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await act(sheet);
    await sheet.getByRole('button', { name: 'Ver eventos' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await act(page.getByRole('main'));
  }
}

test.describe('events discovery', () => {
  test('a category and a search narrow the list through the URL, and back undoes them', async ({
    page,
    request,
  }) => {
    const all = (await firstPage(request)).items as FilteredItem[];
    const category = all[0]?.category;
    if (!category) throw new Error('the demo seed has no event');
    const byCategory = await request.get(`/api/v1/events?limit=12&category=${category}`);
    const expected = ((await byCategory.json()) as EventListPage).items;
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/events');
    await expect(cards(page).first()).toBeVisible();
    await withFilters(page, async (scope) => {
      await scope.getByLabel('Categoria').selectOption(category);
    });
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category}(&|$)`));
    await expect(cards(page).first()).toContainText(expected[0]?.name ?? '');

    // A word of an event's name finds it.
    const word = (expected[0]?.name ?? '').split(/\s+/).find((part) => part.length >= 5) ?? '';
    await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill(word);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(
      cards(page)
        .filter({ hasText: expected[0]?.name ?? '' })
        .first(),
    ).toBeVisible();

    // The search replaced its history entry: one step back drops the category and the search.
    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('');
    await expect(cards(page).first()).toContainText(all[0]?.name ?? '');
  });

  test('the calendar view shows a month and a day lists its events', async ({ page, request }) => {
    const first = (await firstPage(request)).items[0];
    if (!first) throw new Error('the demo seed has no event');
    const start = new Date(first.startDatetime);
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
    })
      .format(start)
      .slice(0, 7);

    await page.goto('/events');
    await page.getByRole('button', { name: 'Calendário' }).click();
    await expect(page).toHaveURL(/view=calendar/);
    await expect(page.getByRole('button', { name: 'Mês anterior' })).toBeVisible();

    await page.goto(`/events?view=calendar&month=${month}`);
    const day = page.getByRole('button', { name: / — eventos: \d+$/ }).first();
    await expect(day).toBeVisible();
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    await screenshot(page, 'events-calendar');
  });

  test('the calendar reads right to left in Arabic, its weeks starting on Saturday', async ({ page }) => {
    await page.goto('/events?view=calendar&lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const previous = page.getByRole('button', { name: 'الشهر السابق' });
    const next = page.getByRole('button', { name: 'الشهر التالي' });
    await expect(previous).toBeVisible();
    // Right to left: the previous month sits on the right, the first day of the week too.
    const [prevBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
    expect(prevBox?.x ?? 0).toBeGreaterThan(nextBox?.x ?? 0);
    const headers = page.getByTestId('calendar-weekdays').locator('span');
    await expect(headers).toHaveCount(7);
    await expect(headers.first()).toHaveText('السبت');
    const [firstBox, lastBox] = [await headers.first().boundingBox(), await headers.last().boundingBox()];
    expect(firstBox?.x ?? 0).toBeGreaterThan(lastBox?.x ?? 0);
    await screenshot(page, 'events-calendar-ar');
  });

  test('the map view shows markers from OpenStreetMap tiles and a popup leads to the event', async ({
    page,
  }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const tiles: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('tile.openstreetmap.org')) tiles.push(req.url());
    });
    // The tile server is not reachable from the tests: answer with a blank tile.
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 204, body: '' }),
    );

    await page.goto('/events');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Mapa' }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(page.getByText(/^No mapa: [1-9]\d* de \d+ eventos/)).toBeVisible();
    const marker = map.locator('.leaflet-marker-icon').first();
    await expect(marker).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await screenshot(page, 'events-map');

    await marker.click();
    const link = map.locator('.leaflet-popup a[href^="/events/"]').first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(cspViolations).toEqual([]);
  });

  test('/search?q= lists matching events and says when nothing matches', async ({ page, request }) => {
    const first = (await firstPage(request)).items[0];
    const word = first?.name.split(/\s+/).find((part) => part.length >= 5);
    if (!first || !word) throw new Error('the demo seed has no event with a long word in its name');

    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
    await expect(cards(page).filter({ hasText: first.name }).first()).toBeVisible();

    await page.goto('/search?q=zzqxwv');
    await expect(page.getByText('Nenhum evento encontrado para “zzqxwv”')).toBeVisible();
  });
});
