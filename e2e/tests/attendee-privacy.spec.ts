import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { freshPerson, newPage } from '../support/fresh-person.ts';

/**
 * Issue 16, who else is going (with issue 18's settings): A chooses that everyone may see the events
 * A goes to ("Quem vê os eventos em que vou": Todos) at /security-privacy, B chooses "Só eu", A and B say "Vou" to a new event, and B finds
 * A under "Quem vai" (with a hint that B's own name is hidden); A chooses "Só eu" and B sees only
 * "1 pessoa vai sem mostrar o nome"; a visitor sees the count and no names at all. A and B are
 * fresh accounts per screen size, so nobody else's privacy changes. Looked at in pt-BR and Arabic.
 */
const ORGANISER = { desktop: 'thiago@eventos.demo', mobile: 'rafael@eventos.demo' } as const;
const DAY = 86_400_000;
const CHOICE = 'Quem vê os eventos em que vou';
const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

const main = (page: Page) => page.getByRole('main');

/**
 * Chooses who sees the events A goes to ("Todos" or "Só eu") from the keyboard, and waits until the
 * server has it. A stranger going to the same event sees A's name only with "Todos".
 */
async function setShowAttendance(page: Page, on: boolean) {
  await page.goto('/security-privacy');
  const choice = main(page).getByLabel(CHOICE);
  // The first visit loads the page's code and texts: a busy machine may take a while.
  await expect(choice).toBeVisible({ timeout: 30_000 });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/me/privacy') && r.request().method() === 'PATCH',
  );
  await choice.selectOption(on ? 'everyone' : 'only_me');
  expect((await saved).status()).toBe(200);
  await expect(choice).not.toHaveAttribute('aria-busy', 'true');
  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(main(page).getByLabel(CHOICE)).toHaveValue(on ? 'everyone' : 'only_me');
}

test('people going see who else goes only when that person allows it; visitors see counts only', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const project = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const organiser = await newPage(browser, base, testInfo);
  await signInQuickly(organiser.page, base, ORGANISER[project]);
  const a = await freshPerson(browser, base, testInfo, 'Aurora', 'Quintana');
  const b = await freshPerson(browser, base, testInfo, 'Bento', 'Farias');
  const visitor = await newPage(browser, base, testInfo);

  const start = new Date(Date.now() + 5 * DAY);
  const created = await organiser.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name: `Roda de Choro ${Date.now().toString(36)}`,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/choro',
      summary: 'Choro ao vivo, para quem gosta de ouvir e tocar junto.',
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };

  try {
    // A lets the others going see the name; the page says what the switch does.
    await setShowAttendance(a.page, true);
    await expect(main(a.page).getByRole('region', { name: 'Privacidade', exact: true })).toContainText(
      'em “Quem vai” nos eventos',
    );
    // B keeps the events B goes to to B alone.
    await setShowAttendance(b.page, false);
    await a.page.screenshot({ path: shot(testInfo, 'security-privacy-pt-BR'), fullPage: true });
    expect(await seriousViolations(a.page)).toEqual([]);

    // Both say "Vou".
    for (const who of [a, b]) {
      await who.page.goto(`/events/${event.slug}`);
      await main(who.page).getByRole('button', { name: 'Vou', exact: true }).click();
      await expect(main(who.page).getByText('Você vai!')).toBeVisible();
    }

    // B sees A, with the way to A's profile, and learns that B's own name is hidden.
    await b.page.reload();
    const whoGoes = main(b.page).getByRole('region', { name: 'Quem vai', exact: true });
    await expect(whoGoes.getByRole('link', { name: a.name })).toHaveAttribute('href', `/user/${a.username}`);
    await expect(whoGoes.getByText('Seu nome não aparece para outros participantes.')).toBeVisible();
    await whoGoes.scrollIntoViewIfNeeded();
    await b.page.screenshot({ path: shot(testInfo, 'who-is-going-pt-BR'), fullPage: true });
    expect(await seriousViolations(b.page)).toEqual([]);
    // A sees nobody else by name (B did not allow it), and no hint about A's own name.
    await a.page.goto(`/events/${event.slug}`);
    const forA = main(a.page).getByRole('region', { name: 'Quem vai', exact: true });
    await expect(forA.getByText('1 pessoa vai sem mostrar o nome')).toBeVisible();
    await expect(forA.getByText('Seu nome não aparece para outros participantes.')).toHaveCount(0);

    // A switches it off: B no longer sees the name.
    await setShowAttendance(a.page, false);
    await b.page.reload();
    await expect(whoGoes.getByText('1 pessoa vai sem mostrar o nome')).toBeVisible();
    await expect(main(b.page).getByText(a.name)).toHaveCount(0);

    // A visitor sees how many go, and nobody's name.
    await visitor.page.goto(`/events/${event.slug}`);
    await expect(main(visitor.page).getByText('2 vão')).toBeVisible();
    await expect(main(visitor.page).getByRole('region', { name: 'Quem vai', exact: true })).toHaveCount(0);
    await expect(main(visitor.page).getByText(a.name)).toHaveCount(0);
    const api = await visitor.page.request.get(`/api/v1/events/${event.id}/fellow-attendees`);
    expect(api.status()).toBe(401);

    // In Arabic, with A shown again: the list, the count of the others and the hint read right to left.
    await setShowAttendance(a.page, true);
    await b.page.goto(`/events/${event.slug}?lng=ar`);
    const inArabic = main(b.page).getByRole('region', { name: 'من سيحضر', exact: true });
    await expect(inArabic.getByRole('link', { name: a.name })).toBeVisible();
    await expect(inArabic.getByText('اسمك لا يظهر للمشاركين الآخرين.')).toBeVisible();
    await expect(b.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await inArabic.scrollIntoViewIfNeeded();
    await b.page.screenshot({ path: shot(testInfo, 'who-is-going-ar'), fullPage: true });
    expect(await seriousViolations(b.page)).toEqual([]);
    await a.page.goto('/security-privacy?lng=ar');
    await expect(main(a.page).getByLabel('من يرى الفعاليات التي أحضرها')).toHaveValue('everyone');
    await a.page.screenshot({ path: shot(testInfo, 'security-privacy-ar'), fullPage: true });
  } finally {
    await organiser.page.request.delete(`/api/v1/events/${event.id}`, { headers: { origin: base } });
    for (const who of [organiser, a, b, visitor]) await who.context.close();
  }
});
