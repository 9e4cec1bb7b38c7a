import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { freshPerson, newPage } from '../support/fresh-person.ts';

/**
 * Issue 18, friends in the browser: A asks B for friendship from B's profile, B accepts in the
 * notification panel, B says "Vou" to an event and A finds it on the timeline of /social, with the
 * RSVP right on the card; then A blocks B from B's profile, and each vanishes from the other's
 * friends and B can no longer open A's profile. Fresh people per screen size; the timeline, the
 * profile and the friends tab looked at in pt-BR and Arabic, with no serious accessibility problem.
 */
const DAY = 86_400_000;

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`social-${name}-${testInfo.project.name}.png`);

const main = (page: Page) => page.getByRole('main');

/** The same page in Arabic (right to left) for a screenshot, then back to Portuguese. */
async function inArabic(
  page: Page,
  path: string,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void>,
) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready();
  await page.screenshot({ path: shot(testInfo, `${name}-ar`), fullPage: true });
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('two people become friends through the panel, one goes to an event and the other sees it; a block parts them', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const a = await freshPerson(browser, base, testInfo, 'Iara', 'Menezes');
  const b = await freshPerson(browser, base, testInfo, 'Caetano', 'Brandão');
  const visitor = await newPage(browser, base, testInfo);

  // A's event, to which B will go.
  const start = new Date(Date.now() + 6 * DAY);
  const eventName = `Sarau na Praça ${Date.now().toString(36)}`;
  const created = await a.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name: eventName,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/sarau',
      summary: 'Poesia e violão ao ar livre.',
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };

  try {
    // A opens B's public profile and asks for friendship.
    await a.page.goto(`/user/${b.username}`);
    await expect(main(a.page).getByRole('heading', { level: 1, name: b.name })).toBeVisible({
      timeout: 30_000,
    });
    await main(a.page).getByRole('button', { name: 'Adicionar amigo' }).click();
    await expect(main(a.page).getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
    await a.page.screenshot({ path: shot(testInfo, 'profile-requested-pt-BR'), fullPage: true });
    expect(await seriousViolations(a.page)).toEqual([]);

    // B accepts in the notification panel.
    await b.page.goto('/events');
    await b.page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = b.page.getByRole('dialog', { name: 'Notificações' });
    const row = panel.getByRole('listitem').filter({ hasText: a.name });
    await expect(row.getByRole('button', { name: 'Recusar' })).toBeVisible();
    await b.page.screenshot({ path: shot(testInfo, 'panel-request-pt-BR') });
    await row.getByRole('button', { name: 'Aceitar' }).click();
    await expect(row.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
    await b.page.keyboard.press('Escape');

    // A's page of B now says they are friends; B's friends list has A.
    await a.page.reload();
    await expect(main(a.page).getByRole('button', { name: /^Amigos/ })).toBeVisible();
    await b.page.goto('/social?tab=friends');
    await expect(main(b.page).getByRole('link', { name: a.name }).first()).toBeVisible({ timeout: 30_000 });

    // B goes to A's event.
    await b.page.goto(`/events/${event.slug}`);
    await main(b.page).getByRole('button', { name: 'Vou', exact: true }).click();
    await expect(main(b.page).getByText('Você vai!')).toBeVisible();

    // A sees it on the timeline.
    await a.page.goto('/social?tab=timeline');
    const card = main(a.page).getByRole('article').filter({ hasText: eventName }).filter({ hasText: b.name });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('vai a');
    await a.page.screenshot({ path: shot(testInfo, 'timeline-pt-BR'), fullPage: true });
    expect(await seriousViolations(a.page)).toEqual([]);
    await inArabic(a.page, '/social?tab=timeline', testInfo, 'timeline', async () => {
      await expect(main(a.page).getByRole('article').filter({ hasText: eventName }).first()).toBeVisible();
    });
    await inArabic(a.page, `/user/${b.username}`, testInfo, 'profile', async () => {
      await expect(main(a.page).getByRole('heading', { level: 1, name: b.name })).toBeVisible();
    });
    await inArabic(b.page, '/social?tab=friends', testInfo, 'friends', async () => {
      await expect(main(b.page).getByRole('link', { name: a.name }).first()).toBeVisible();
    });

    // A visitor sees B's profile but not whom B is friends with (friends only, by default).
    await visitor.page.goto(`/user/${b.username}`);
    await expect(main(visitor.page).getByRole('heading', { level: 1, name: b.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(main(visitor.page).getByRole('link', { name: a.name })).toHaveCount(0);

    // A blocks B from B's profile.
    await a.page.goto(`/user/${b.username}`);
    await main(a.page)
      .getByRole('button', { name: `Mais opções para ${b.name}` })
      .click();
    await a.page.getByRole('menuitem', { name: 'Bloquear' }).click();
    const confirm = a.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Bloquear ${b.name}?`);
    await a.page.screenshot({ path: shot(testInfo, 'block-dialog-pt-BR') });
    await confirm.getByRole('button', { name: 'Bloquear' }).click();
    await expect(main(a.page).getByText(`Você bloqueou ${b.name}`)).toBeVisible();

    // They are gone from each other's lists, the timeline, and B cannot open A's profile.
    await a.page.goto('/social?tab=friends');
    await expect(main(a.page).getByRole('heading', { name: 'Meus amigos' })).toBeVisible({ timeout: 30_000 });
    await expect(main(a.page).getByText(b.name)).toHaveCount(0);
    await a.page.goto('/social?tab=timeline');
    await expect(main(a.page).getByRole('tab', { name: 'Linha do tempo', selected: true })).toBeVisible();
    await expect(main(a.page).getByRole('article').filter({ hasText: b.name })).toHaveCount(0);
    await b.page.goto('/social?tab=friends');
    await expect(main(b.page).getByRole('heading', { name: 'Meus amigos' })).toBeVisible({ timeout: 30_000 });
    await expect(main(b.page).getByText(a.name)).toHaveCount(0);
    await b.page.goto(`/user/${a.username}`);
    await expect(main(b.page).getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
    // A finds B under "Pessoas bloqueadas" and can lift it there.
    await a.page.goto('/security-privacy');
    const blocked = main(a.page).getByRole('region', { name: 'Pessoas bloqueadas' });
    await expect(blocked.getByText(b.name)).toBeVisible({ timeout: 30_000 });
    await a.page.screenshot({ path: shot(testInfo, 'security-privacy-pt-BR'), fullPage: true });
  } finally {
    await Promise.all([a.context.close(), b.context.close(), visitor.context.close()]);
  }
});
