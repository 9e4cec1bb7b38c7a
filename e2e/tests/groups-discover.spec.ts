import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { createAccount, signInQuickly, signInThroughForm } from '../support/accounts.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

/**
 * Issue 17, discovering groups in the browser: an owner has a public group and a private one; a
 * visitor finds the public group on /groups by typing its name without accents (and on /search),
 * opens it by its slug and sees its next event (published for the group by its owner); pressing
 * Participar signs them in and brings them back, where they join and follow and the counts change,
 * the followers page lists them, and they leave after confirming. The private group is the
 * not-found page for the visitor and for that signed-in person. Each run has two new people (owning
 * groups changes what a person's event form offers, so the demo accounts that other walks use are
 * left alone); the pages are looked at in pt-BR and Arabic (screenshots) and checked with axe-core.
 */
const CONSENTS = { terms: '1.0.0', privacy: '1.0.0' } as const;

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical findings on the page. A toast is let go first: the app's toast
 * region lists its toasts as status or alert items, which axe reads as a list holding no items.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const toasts = page.getByRole('region', { name: 'Notificações' }).locator('li');
  if ((await toasts.count()) > 0) await page.keyboard.press('Escape');
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
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

interface CreatedGroup {
  id: string;
  slug: string;
  name: string;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // From the top: a page scrolled by a click would draw the sticky bar over the middle of a full shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `groups-discover-${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/** A context of this project's screen, for a visitor. */
async function newPage(browser: Browser, baseURL: string, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  // bypassCSP only so the axe script can be injected.
  const context = await browser.newContext({
    bypassCSP: true,
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

interface Person {
  email: string;
  password: string;
  name: string;
}

/** A new account with its consents given and a complete profile, made in a context of its own. */
async function newPerson(browser: Browser, baseURL: string, testInfo: TestInfo, first: string, last: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const name = `${first} ${last}`;
  const account = await createAccount(page.request, baseURL, { name });
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
    data: { firstName: first, lastName: last, birthDate: '1991-05-20', username },
  });
  expect(res.status(), await res.text()).toBe(200);
  await context.close();
  return { ...account, name } satisfies Person;
}

async function createGroup(
  request: APIRequestContext,
  baseURL: string,
  data: Record<string, unknown>,
): Promise<CreatedGroup> {
  const res = await request.post('/api/v1/groups', { headers: { origin: baseURL }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedGroup;
}

/** The same page in Arabic (right to left) for a screenshot, then back to Portuguese. */
async function inArabic(page: Page, path: string, testInfo: TestInfo, name: string, heading: RegExp) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await shot(page, testInfo, `${name}-ar`);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('a visitor finds a group without accents, signs in from Participar, joins, follows and leaves; a private group stays hidden', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;

  const [ownerAccount, person] = await Promise.all([
    newPerson(browser, base, testInfo, 'Iolanda', 'Bastos'),
    newPerson(browser, base, testInfo, 'Davi', 'Moura'),
  ]);
  const owner = await newPage(browser, base, testInfo);
  await signInQuickly(owner.page, base, ownerAccount.email, ownerAccount.password);
  const open = await createGroup(owner.page.request, base, {
    name: `Forró Pé de Serra da Vila ${tag}`,
    description:
      '<h2>Quem somos</h2><p>Um grupo para <strong>dançar forró</strong> todas as sextas, do iniciante ao avançado.</p><ul><li>Aulas abertas</li><li>Bailes no fim do mês</li></ul>',
    category: 'arts_culture',
    city: 'Salvador',
    visibility: 'public',
  });
  const hidden = await createGroup(owner.page.request, base, {
    name: `Clube Secreto ${tag}`,
    category: 'social_gatherings',
    visibility: 'private',
  });
  // The public group's next event, published by its owner for the group.
  const start = new Date(Date.now() + 7 * 86_400_000);
  const event = await owner.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name: `Baile de Forró da Vila ${tag}`,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/baile',
      summary: 'O baile do mês, aberto a todos.',
      groupId: open.id,
      publish: true,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventName = `Baile de Forró da Vila ${tag}`;

  // A visitor finds the group by its name typed without accents, and opens it by its slug.
  const visitor = await newPage(browser, base, testInfo);
  const page = visitor.page;
  await page.goto('/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar grupos' }).fill(`forro pe de serra da vila ${tag}`);
  await expect(page).toHaveURL(/[?&]q=forro/);
  const card = page.getByRole('article', { name: open.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 membro')).toBeVisible();
  await expect(card.getByText('Salvador')).toBeVisible();
  await expect(page.getByRole('article', { name: hidden.name })).toHaveCount(0);
  await shot(page, testInfo, 'list');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('link', { name: open.name }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${open.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: open.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Quem somos' })).toBeVisible();
  await expect(page.getByText('Grupo público')).toBeVisible();
  await expect(page.getByText('1 evento por vir')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: eventName })).toBeVisible();
  await page.getByRole('tab', { name: 'Anteriores' }).click();
  await expect(page.getByText('Nenhum evento anterior')).toBeVisible();
  await page.getByRole('tab', { name: 'Próximos' }).click();
  await expect(page.getByRole('link', { name: eventName })).toBeVisible();
  await shot(page, testInfo, 'page-visitor');
  expect(await seriousViolations(page)).toEqual([]);

  // /search shows the group beside the events, with a way to every group matching.
  await page.goto(`/search?q=${encodeURIComponent(`forro pe de serra da vila ${tag}`)}`);
  const found = page.getByRole('region', { name: /^Grupos para/ });
  await expect(found.getByRole('link', { name: new RegExp(open.name) })).toHaveAttribute(
    'href',
    `/groups/${open.slug}`,
  );
  await expect(found.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', /^\/groups\?q=forro/);

  // The private group is not found, to a visitor.
  await page.goto(`/groups/${hidden.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Palco não encontrado!' })).toBeVisible();

  // Participar signs the visitor in and brings them back to the group.
  await page.goto(`/groups/${open.slug}`);
  await page.getByRole('link', { name: 'Participar' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signInThroughForm(page, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`/groups/${open.slug}$`));

  // Signed in: join and follow; the counts follow.
  await page.getByRole('button', { name: 'Participar' }).click();
  await expect(page.getByText('2 membros')).toBeVisible();
  await expect(page.getByText('Você é membro deste grupo')).toBeVisible();
  await page.getByRole('button', { name: 'Seguir' }).click();
  await expect(page.getByRole('link', { name: '1 seguidor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await shot(page, testInfo, 'page-member');
  expect(await seriousViolations(page)).toEqual([]);

  // The followers page lists the person.
  await page.getByRole('link', { name: '1 seguidor' }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${open.slug}/followers$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Seguidores do Grupo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seguidores' }).getByText(person.name)).toBeVisible();
  await shot(page, testInfo, 'followers');
  expect(await seriousViolations(page)).toEqual([]);
  await inArabic(page, `/groups/${open.slug}/followers`, testInfo, 'followers', /متابعو المجموعة/);

  // The owner's count sees the new member; leaving asks first, then the count goes back.
  const ownerView = await owner.page.request.get(`/api/v1/groups/${open.id}`);
  expect(((await ownerView.json()) as { counts: { members: number } }).counts.members).toBe(2);
  await page.goto(`/groups/${open.slug}`);
  await page.getByRole('button', { name: 'Sair do grupo' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Sair de ${open.name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sair do grupo' }).click();
  await expect(page.getByText('1 membro', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Participar' })).toBeVisible();
  await page.getByRole('button', { name: 'Deixar de seguir' }).click();
  await expect(page.getByRole('link', { name: '0 seguidores' })).toBeVisible();

  // The private group is not found to this signed-in person either (they are outside it).
  await page.goto(`/groups/${hidden.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Palco não encontrado!' })).toBeVisible();
  const asked = await page.request.get(`/api/v1/groups/${hidden.id}`);
  expect(asked.status()).toBe(404);

  // Looked at in Arabic.
  await inArabic(page, '/groups', testInfo, 'list', /المجموعات/);
  await inArabic(page, `/groups/${open.slug}`, testInfo, 'page', new RegExp(open.name));

  // The owner sees their private group, with the management links.
  await owner.page.goto(`/groups/${hidden.slug}`);
  await expect(owner.page.getByRole('heading', { level: 1, name: hidden.name })).toBeVisible();
  await expect(owner.page.getByText('Você é o dono deste grupo')).toBeVisible();
  await expect(owner.page.getByText('Grupo privado')).toBeVisible();
  await shot(owner.page, testInfo, 'page-owner');
  expect(await seriousViolations(owner.page)).toEqual([]);

  await visitor.context.close();
  await owner.context.close();
});
