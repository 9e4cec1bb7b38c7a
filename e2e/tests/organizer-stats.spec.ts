import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { createAccount, signInQuickly } from '../support/accounts.ts';

/**
 * Issue 16, numbers for organisers: a fresh organiser's new event gets two RSVPs and two views,
 * and one person is checked in. The manage page and /organizing show "Números": RSVPs over time,
 * views and the check-in rate, each with its title, its sentence, a table for screen readers and
 * a drawn chart (loaded on demand). People are fresh per screen size, so the sums are exact.
 * Looked at in pt-BR and Arabic.
 */
const DAY = 86_400_000;
const CONSENTS = { terms: '1.0.0', privacy: '1.0.0' } as const;

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

/** A fresh person with a complete profile and the current consents, signed in in their own window. */
async function person(browser: Browser, baseURL: string, testInfo: TestInfo, first: string, last: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    ...(testInfo.project.use.isMobile
      ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: testInfo.project.use.userAgent }
      : {}),
  });
  const page = await context.newPage();
  const account = await createAccount(page.request, baseURL, { name: `${first} ${last}` });
  await signInQuickly(page, baseURL, account.email, account.password);
  const headers = { origin: baseURL };
  for (const [consentType, version] of Object.entries(CONSENTS)) {
    const res = await page.request.post('/api/v1/me/consents', {
      headers,
      data: { consentType, version, origin: 'web' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const username = `${plain}.${Date.now().toString(36)}${testInfo.project.name[0]}`;
  const res = await page.request.patch('/api/v1/me', {
    headers,
    data: { firstName: first, lastName: last, birthDate: '1991-08-20', username },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page };
}

const figure = (page: Page, name: string) => page.getByRole('main').getByRole('figure', { name });

/** Nothing of the numbers (their hidden tables included) makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

test('an organiser sees RSVPs over time, views and the check-in rate on the manage page and on /organizing', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const headers = { origin: base };
  const organiser = await person(browser, base, testInfo, 'Otávio', 'Números');
  const ana = await person(browser, base, testInfo, 'Ana', 'Confirma');
  const bia = await person(browser, base, testInfo, 'Bia', 'Confirma');
  try {
    const start = new Date(Date.now() + 5 * DAY);
    const created = await organiser.page.request.post('/api/v1/events', {
      headers,
      data: {
        name: `Choro na Varanda ${Date.now().toString(36)}`,
        category: 'arts_culture',
        startDatetime: start.toISOString(),
        endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        eventType: 'online',
        accessLink: 'https://meet.eventos.demo/choro',
        summary: 'Roda de choro on-line, com ingresso.',
        capacity: 30,
        publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const event = (await created.json()) as { id: string };
    let code = '';
    for (const who of [ana, bia]) {
      const seen = await who.page.request.post(`/api/v1/events/${event.id}/views`, { headers });
      expect(seen.status()).toBe(204);
      const answer = await who.page.request.put(`/api/v1/events/${event.id}/attendance`, { headers });
      expect(answer.status(), await answer.text()).toBe(200);
      code ||= ((await answer.json()) as { mine: { ticketCode: string } }).mine.ticketCode;
    }
    const door = await organiser.page.request.post(`/api/v1/events/${event.id}/check-ins`, {
      headers,
      data: { code },
    });
    expect(((await door.json()) as { result: string }).result).toBe('accepted');

    const page = organiser.page;
    await page.goto(`/events/${event.id}/manage`);
    await expect(page.getByRole('heading', { level: 2, name: 'Números' })).toBeVisible();
    const rsvps = figure(page, 'Confirmações ao longo do tempo');
    await expect(rsvps.getByText(/^2 confirmações desde \d+ de /)).toBeVisible();
    await expect(rsvps.getByRole('table', { name: 'Confirmações por dia' })).toBeAttached();
    await expect(rsvps.getByTestId('rsvp-chart').locator('svg').first()).toBeVisible();
    const views = figure(page, 'Visualizações ao longo do tempo');
    await expect(views.getByText('2 visualizações no total')).toBeVisible();
    await expect(views.getByTestId('views-chart').locator('svg').first()).toBeVisible();
    await expect(
      figure(page, 'Taxa de check-in').getByText('50% de check-in: 1 de 2 pessoas com lugar'),
    ).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'Números' }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot(testInfo, 'stats-manage-pt-BR'), fullPage: true });
    await page
      .getByRole('region', { name: 'Números' })
      .screenshot({ path: shot(testInfo, 'stats-manage-numbers-pt-BR') });

    await page.goto('/organizing');
    await expect(page.getByText('Últimos 30 dias em todos os seus eventos')).toBeVisible();
    await expect(
      figure(page, 'Confirmações ao longo do tempo').getByText('2 confirmações nos últimos 30 dias'),
    ).toBeVisible();
    await expect(
      figure(page, 'Visualizações ao longo do tempo').getByText('2 visualizações nos últimos 30 dias'),
    ).toBeVisible();
    await expect(
      figure(page, 'Taxa de check-in').getByText('Nenhum evento encerrado com pessoas confirmadas'),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Confirmações por dia' })).toBeAttached();
    // On a phone the cards are one row that scrolls sideways: reachable by keyboard, only then.
    const row = page.getByRole('region', { name: 'Números dos seus eventos' });
    if (testInfo.project.name === 'mobile') await expect(row).toHaveAttribute('tabindex', '0');
    else await expect(row).not.toHaveAttribute('tabindex');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot(testInfo, 'stats-organizing-pt-BR'), fullPage: true });

    // Arabic: the same numbers, right to left.
    await page.goto(`/events/${event.id}/manage?lng=ar`);
    await expect(page.getByRole('heading', { level: 2, name: 'الأرقام' })).toBeVisible();
    await expect(figure(page, 'التأكيدات عبر الزمن').getByText(/^تأكيدان منذ /)).toBeVisible();
    await expect(figure(page, 'المشاهدات عبر الزمن').getByText('مشاهدتان إجمالًا')).toBeVisible();
    await expect(figure(page, 'نسبة تسجيل الحضور').getByTestId('check-in-ring')).toBeVisible();
    await expect(
      figure(page, 'التأكيدات عبر الزمن').getByTestId('rsvp-chart').locator('svg').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot(testInfo, 'stats-manage-ar'), fullPage: true });
    await page
      .getByRole('region', { name: 'الأرقام' })
      .screenshot({ path: shot(testInfo, 'stats-manage-numbers-ar') });
    await page.goto('/organizing?lng=ar');
    await expect(figure(page, 'التأكيدات عبر الزمن').getByText(/^تأكيدان في آخر/)).toBeVisible();
    await expect(
      figure(page, 'المشاهدات عبر الزمن').getByTestId('views-chart').locator('svg').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot(testInfo, 'stats-organizing-ar'), fullPage: true });
  } finally {
    await Promise.all([organiser.context.close(), ana.context.close(), bia.context.close()]);
  }
});
