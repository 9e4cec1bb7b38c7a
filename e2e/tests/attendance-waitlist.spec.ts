import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';

/**
 * Issue 16's waitlist in the browser: an event with one seat; the first person says "Vou" and has
 * it, the second finds the event full and joins the waitlist (position 1); the first cancels
 * ("Cancelar presença", confirmed in the dialog); the second, on revisiting, has the seat and a
 * notification that they left the waitlist. Events are made per run, so the two screen sizes share
 * the people without counting each other's answers.
 */
const PEOPLE = {
  desktop: { organiser: 'thiago@eventos.demo', first: 'mariana@eventos.demo', second: 'joao@eventos.demo' },
  mobile: { organiser: 'rafael@eventos.demo', first: 'mariana@eventos.demo', second: 'joao@eventos.demo' },
} as const;
const DAY = 86_400_000;

async function signedInPage(browser: Browser, baseURL: string, email: string, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
  });
  const page = await context.newPage();
  await signInQuickly(page, baseURL, email);
  return { context, page };
}

const block = (page: Page) => page.getByRole('main');
const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

test('with one seat, the second person waits in line and gets the seat when the first cancels', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const people = PEOPLE[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const organiser = await signedInPage(browser, base, people.organiser, testInfo);
  const first = await signedInPage(browser, base, people.first, testInfo);
  const second = await signedInPage(browser, base, people.second, testInfo);
  const name = `Clube de Leitura ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 4 * DAY);
  const created = await organiser.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/leitura',
      summary: 'Uma cadeira só: conversa sobre o livro do mês.',
      capacity: 1,
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };

  try {
    // The first person takes the only seat.
    await first.page.goto(`/events/${event.slug}`);
    await block(first.page).getByRole('button', { name: 'Vou', exact: true }).click();
    await expect(block(first.page).getByText('Você vai!')).toBeVisible();

    // The second finds it full and joins the waitlist, first in line.
    await second.page.goto(`/events/${event.slug}`);
    await expect(block(second.page).getByRole('button', { name: 'Vou', exact: true })).toHaveCount(0);
    await block(second.page).getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expect(block(second.page).getByText('Você está na lista de espera (posição 1)')).toBeVisible();
    await expect(block(second.page).getByText('Você vai!')).toHaveCount(0);
    await second.page.screenshot({ path: shot(testInfo, 'waitlisted-pt-BR') });

    // The first cancels, confirming in the dialog.
    await block(first.page).getByRole('button', { name: 'Cancelar presença' }).click();
    const dialog = first.page.getByRole('alertdialog', { name: 'Cancelar presença?' });
    await expect(dialog).toBeVisible();
    await first.page.screenshot({ path: shot(testInfo, 'cancel-dialog-pt-BR') });
    await dialog.getByRole('button', { name: 'Cancelar presença' }).click();
    await expect(dialog).toBeHidden();
    await expect(block(first.page).getByText('Você vai!')).toHaveCount(0);
    // The seat went on: the first person now meets a full event.
    await first.page.reload();
    await expect(block(first.page).getByRole('button', { name: 'Entrar na lista de espera' })).toBeVisible();

    // The second revisits: the seat is theirs, with a ticket; the bell says they left the waitlist.
    await second.page.reload();
    await expect(block(second.page).getByText('Você vai!')).toBeVisible();
    await expect(block(second.page).getByText(/lista de espera \(posição/)).toHaveCount(0);
    await expect(block(second.page).getByRole('link', { name: 'Ver meu ingresso' })).toBeVisible();
    await second.page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = second.page.getByRole('dialog', { name: 'Notificações' });
    const row = panel.getByRole('link', { name: new RegExp(`Você saiu da lista de espera.*${name}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Agora você tem uma vaga em “${name}”.`);
    await second.page.screenshot({ path: shot(testInfo, 'promoted-notification-pt-BR') });
  } finally {
    await organiser.page.request
      .delete(`/api/v1/events/${event.id}`, { headers: { origin: base } })
      .catch(() => undefined);
    await organiser.context.close();
    await first.context.close();
    await second.context.close();
  }
});
