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

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
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
