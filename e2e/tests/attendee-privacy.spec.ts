import { createRequire } from 'node:module';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { createAccount, signInQuickly } from '../support/accounts.ts';

/**
 * Issue 16, who else is going: A turns "Mostrar meu nome a outros participantes" on at
 * /security-privacy (the keyboard's Space flips it), A and B say "Vou" to a new event, and B finds
 * A under "Quem vai" (with a hint that B's own name is hidden); A turns it off and B sees only
 * "1 pessoa vai sem mostrar o nome"; a visitor sees the count and no names at all. A and B are
 * fresh accounts per screen size, so nobody else's privacy changes. Looked at in pt-BR and Arabic.
 */
const ORGANISER = { desktop: 'thiago@eventos.demo', mobile: 'rafael@eventos.demo' } as const;
const DAY = 86_400_000;
const CONSENTS = { terms: '1.0.0', privacy: '1.0.0' } as const;
const SWITCH = 'Mostrar meu nome a outros participantes dos eventos em que vou';
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: { target: string[] }[];
}

/** Serious and critical axe-core findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

async function newPage(browser: Browser, baseURL: string, testInfo: TestInfo) {
  // bypassCSP only so the axe script can be injected.
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    ...(testInfo.project.use.isMobile
      ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: testInfo.project.use.userAgent }
      : {}),
  });
  return { context, page: await context.newPage() };
}

/** A fresh person with a complete profile and the current consents, signed in in their own window. */
async function person(browser: Browser, baseURL: string, testInfo: TestInfo, first: string, last: string) {
  const { context, page } = await newPage(browser, baseURL, testInfo);
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
  const username = `${first.toLowerCase()}.${Date.now().toString(36)}${testInfo.project.name[0]}`;
  const res = await page.request.patch('/api/v1/me', {
    headers,
    data: { firstName: first, lastName: last, birthDate: '1994-06-02', username },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page, name: `${first} ${last}`, username };
}

const main = (page: Page) => page.getByRole('main');

/** Flips the privacy switch from the keyboard and waits until the server has it. */
async function setShowAttendance(page: Page, on: boolean) {
  await page.goto('/security-privacy');
  const toggle = main(page).getByRole('switch', { name: SWITCH });
  // The first visit loads the page's code and texts: a busy machine may take a while.
  await expect(toggle).toHaveAttribute('aria-checked', on ? 'false' : 'true', { timeout: 30_000 });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/me/privacy') && r.request().method() === 'PATCH',
  );
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', on ? 'true' : 'false');
  expect((await saved).status()).toBe(200);
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(main(page).getByRole('switch', { name: SWITCH })).toHaveAttribute(
    'aria-checked',
    on ? 'true' : 'false',
  );
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
  const a = await person(browser, base, testInfo, 'Aurora', 'Quintana');
  const b = await person(browser, base, testInfo, 'Bento', 'Farias');
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
      'Quem também vai ao evento vê seu nome',
    );
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
    await expect(
      main(a.page).getByRole('switch', { name: 'إظهار اسمي للمشاركين الآخرين في الفعاليات التي سأحضرها' }),
    ).toHaveAttribute('aria-checked', 'true');
    await a.page.screenshot({ path: shot(testInfo, 'security-privacy-ar'), fullPage: true });
  } finally {
    await organiser.page.request.delete(`/api/v1/events/${event.id}`, { headers: { origin: base } });
    for (const who of [organiser, a, b, visitor]) await who.context.close();
  }
});
