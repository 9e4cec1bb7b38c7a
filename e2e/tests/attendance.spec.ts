import { createRequire } from 'node:module';
import { type Browser, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';

/**
 * Issue 16 in the browser: an organiser publishes an event with 5 seats; a person opens it, says
 * "Vou", finds it on /participating (Próximos, Confirmado) and opens the ticket, whose QR code and
 * code are the ticket the API gives that person; the organiser's /organizing shows 1 going of 5.
 * Each screen size has its own people, so the two projects never count each other's RSVPs. The
 * pages are looked at (screenshots in pt-BR and Arabic) and checked with axe-core.
 */
const PEOPLE = {
  desktop: { organiser: 'thiago@eventos.demo', attendee: 'mariana@eventos.demo' },
  mobile: { organiser: 'rafael@eventos.demo', attendee: 'lucas@eventos.demo' },
} as const;
const DAY = 86_400_000;
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: { target: string[] }[];
}

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

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  // bypassCSP only so the axe script can be injected.
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  await signInQuickly(page, baseURL, email);
  return { context, page };
}

/** The card of an event in a "my events" list, loading more pages until it shows. */
async function cardIn(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name });
  const more = page.getByRole('button', { name: /^(Carregar mais|تحميل المزيد)$/ });
  for (let i = 0; i < 10 && !(await card.isVisible()); i += 1) {
    if (await more.isVisible()) await more.click();
    else await card.or(more).first().waitFor();
  }
  await expect(card).toBeVisible();
  return card;
}

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

test('a person says "Vou", sees the event and its QR ticket on /participating; the organiser sees the count', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const people = PEOPLE[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const organiser = await signedInPage(browser, base, people.organiser);
  const attendee = await signedInPage(browser, base, people.attendee);
  const name = `Oficina de Cerâmica ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 2 * DAY);

  const created = await organiser.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/ceramica',
      summary: 'Mãos na argila: uma tarde para aprender o básico do torno.',
      capacity: 5,
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };

  try {
    // The person says "Vou" on the event page.
    const page = attendee.page;
    await page.goto(`/events/${event.slug}`);
    await page.getByRole('button', { name: 'Vou', exact: true }).click();
    await expect(page.getByText('Você vai!')).toBeVisible();
    const mine = await page.request.get(`/api/v1/events/${event.id}/attendance`);
    expect(mine.status()).toBe(200);
    const ticketCode = ((await mine.json()) as { mine: { ticketCode: string } }).mine.ticketCode;
    expect(ticketCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);

    // /participating: the event under Próximos, Confirmado, with the calendar file and the ticket.
    await page.goto('/participating');
    await expect(page.getByRole('tab', { name: 'Participando' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
    const card = await cardIn(page, name);
    await expect(card.getByText('Confirmado')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      `/api/v1/events/${event.id}/calendar.ics`,
    );
    await page.screenshot({ path: shot(testInfo, 'participating-pt-BR') });
    await card.getByRole('button', { name: 'Ver ingresso' }).click();
    const dialog = page.getByRole('dialog', { name });
    const qr = dialog.getByRole('img', { name: `QR code do ingresso ${ticketCode}` });
    await expect(qr).toBeVisible();
    await expect(dialog.getByTestId('ticket-code')).toHaveText(ticketCode);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(150);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(testInfo, 'participating-ticket-pt-BR') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The same in Arabic, right to left.
    await page.goto('/participating?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arCard = await cardIn(page, name);
    await expect(arCard.getByText('مؤكَّد')).toBeVisible();
    await arCard.getByRole('button', { name: 'عرض التذكرة' }).click();
    await expect(
      page.getByRole('dialog', { name }).getByRole('img', { name: `رمز QR للتذكرة ${ticketCode}` }),
    ).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'participating-ticket-ar') });

    // The organiser's /organizing: the event under Publicados with 1 going of 5 seats.
    const desk = organiser.page;
    await desk.goto('/organizing');
    await expect(desk.getByRole('tab', { name: 'Publicados' })).toHaveAttribute('aria-selected', 'true');
    const mineToOrganise = await cardIn(desk, name);
    await expect(mineToOrganise.getByTestId('count-going')).toHaveText('1');
    await expect(mineToOrganise.getByTestId('count-capacity')).toHaveText('5');
    await expect(mineToOrganise.getByTestId('count-checked-in')).toHaveText('0');
    await expect(mineToOrganise.getByRole('link', { name: `Editar ${name}` })).toHaveAttribute(
      'href',
      `/events/${event.id}/edit`,
    );
    await mineToOrganise.scrollIntoViewIfNeeded();
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: shot(testInfo, 'organizing-pt-BR') });

    // The organising tab of /participating is the same list.
    await desk.goto('/participating?mainTab=organizing');
    await expect(desk.getByRole('tab', { name: 'Organizando' })).toHaveAttribute('aria-selected', 'true');
    await expect((await cardIn(desk, name)).getByTestId('count-going')).toHaveText('1');

    await desk.goto('/organizing?lng=ar');
    await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');
    await (await cardIn(desk, name)).scrollIntoViewIfNeeded();
    await desk.screenshot({ path: shot(testInfo, 'organizing-ar') });
  } finally {
    await organiser.page.request.delete(`/api/v1/events/${event.id}`, { headers: { origin: base } });
    await organiser.context.close();
    await attendee.context.close();
  }
});
