import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';
import { publishOnlineEvent, rsvpByApi } from '../support/events.ts';

/**
 * Issue 16 at the door: a person RSVPs to two events of one organiser (through the API); the
 * organiser opens the door screen of the first on two devices, types the person's code (accepted),
 * and the other device's counts and latest check-ins change without a reload; the same code again
 * is "Já registrado", the code of the other event is refused. The manage page undoes the check-in,
 * checks the person in from the list and by their code, lists them as invited with their answer,
 * and its CSV keeps the BOM and the accents. The camera is not fed
 * a QR image here: codes are typed (the component tests cover the reader's answers). Each screen
 * size has its own organiser; screenshots of both pages in pt-BR and Arabic.
 */
const PEOPLE = {
  desktop: { organiser: 'beatriz@eventos.demo', attendee: 'joao@eventos.demo' },
  mobile: { organiser: 'camila@eventos.demo', attendee: 'joao@eventos.demo' },
} as const;
const ATTENDEE_NAME = 'João Pereira';

async function signedInPage(browser: Browser, baseURL: string, email: string, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
  });
  const page = await context.newPage();
  await signInQuickly(page, baseURL, email);
  return { context, page };
}

async function typeAtDoor(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: /^(Ou digite o código|أو اكتب الرمز)$/ });
  await input.fill(code);
  await input.press('Enter');
}

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

test('the door screen checks a ticket in, every device sees it, repeats and other events are refused; manage exports the CSV', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const people = PEOPLE[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const door = await signedInPage(browser, base, people.organiser, testInfo);
  const otherDoor = await signedInPage(browser, base, people.organiser, testInfo);
  const attendee = await signedInPage(browser, base, people.attendee, testInfo);
  const suffix = Date.now().toString(36);
  const eventA = await publishOnlineEvent(door.page, base, `Sarau na Praça ${suffix}`, { capacity: 20 }, 3);
  const eventB = await publishOnlineEvent(door.page, base, `Forró no Galpão ${suffix}`, { capacity: 20 }, 3);

  try {
    const codeA = await rsvpByApi(attendee.page, base, eventA.id);
    const codeB = await rsvpByApi(attendee.page, base, eventB.id);

    // Two devices at the door of event A; no bars on the door screen.
    const page = door.page;
    await page.goto(`/events/${eventA.id}/live`);
    await otherDoor.page.goto(`/events/${eventA.id}/live`);
    for (const p of [page, otherDoor.page]) {
      await expect(p.getByRole('heading', { level: 1, name: `Sarau na Praça ${suffix}` })).toBeVisible();
      await expect(p.getByTestId('live-going')).toHaveText('1');
      await expect(p.getByTestId('live-checked-in')).toHaveText('0');
    }
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.screenshot({ path: shot(testInfo, 'live-pt-BR') });

    // Typed code (lower case, with a space): accepted, full screen, with the name.
    await typeAtDoor(page, `${codeA.slice(0, 5).toLowerCase()} ${codeA.slice(5)}`);
    const answer = page.getByTestId('check-in-answer');
    await expect(answer).toHaveAttribute('data-result', 'accepted');
    await expect(answer).toContainText('Presença confirmada');
    await expect(answer).toContainText(ATTENDEE_NAME);
    await page.screenshot({ path: shot(testInfo, 'live-accepted-pt-BR') });
    await expect(answer).toBeHidden({ timeout: 5_000 });
    await expect(page.getByTestId('live-checked-in')).toHaveText('1');

    // The other device hears of it through the realtime stream, without a reload.
    await expect(otherDoor.page.getByTestId('live-checked-in')).toHaveText('1');
    await expect(otherDoor.page.getByTestId('recent-check-ins')).toContainText(ATTENDEE_NAME);

    // The same code again: already checked in. The other event's code: refused.
    await typeAtDoor(page, codeA);
    await expect(answer).toHaveAttribute('data-result', 'already_checked_in');
    await expect(answer).toContainText('Já registrado');
    await expect(answer).toBeHidden({ timeout: 5_000 });
    await typeAtDoor(page, codeB);
    await expect(answer).toHaveAttribute('data-result', 'wrong_event');
    await expect(answer).toContainText('Ingresso de outro evento');
    await page.screenshot({ path: shot(testInfo, 'live-wrong-event-pt-BR') });
    await expect(answer).toBeHidden({ timeout: 5_000 });
    await expect(page.getByTestId('live-checked-in')).toHaveText('1');

    // The manage page: undo the check-in, then check the person in by their code.
    await page.goto(`/events/${eventA.id}/manage`);
    await expect(page.getByTestId('manage-checked-in')).toHaveText('1');
    const undo = page.getByRole('button', { name: `Desfazer check-in de ${ATTENDEE_NAME}` });
    await undo.click();
    await expect(page.getByTestId('manage-checked-in')).toHaveText('0');
    // The list has caught up (its row offers the check-in again) before the next tap: a tap while
    // the rows were being redrawn could land on the row as it was.
    await expect(undo).toHaveCount(0);
    // From the list, without the ticket; then undone again.
    await page.getByRole('button', { name: `Fazer check-in de ${ATTENDEE_NAME}` }).click();
    await expect(page.getByTestId('manage-checked-in')).toHaveText('1');
    await undo.click();
    await expect(page.getByTestId('manage-checked-in')).toHaveText('0');
    const byCode = page.getByRole('textbox', { name: 'Check-in pelo código do ingresso' });
    await byCode.fill(codeA);
    await byCode.press('Enter');
    await expect(page.getByTestId('check-in-answer')).toContainText('Presença confirmada');
    await expect(page.getByTestId('manage-checked-in')).toHaveText('1');
    // Invited people and their answers.
    const me = await attendee.page.request.get('/api/v1/me');
    const username = ((await me.json()) as { profile: { username: string } }).profile.username;
    await page.getByRole('textbox', { name: /Nomes de usuário/ }).fill(`@${username}`);
    await page.getByRole('button', { name: 'Enviar convites' }).click();
    const invited = page.getByRole('region', { name: 'Convites enviados (1)' });
    await expect(invited).toContainText(ATTENDEE_NAME);
    await expect(invited).toContainText('Check-in feito');
    await page.screenshot({ path: shot(testInfo, 'manage-pt-BR'), fullPage: true });

    // The CSV: a download link; UTF-8 with a BOM, accents intact.
    const csvLink = page.getByRole('link', { name: 'Exportar CSV' });
    const href = (await csvLink.getAttribute('href')) ?? '';
    expect(href).toBe(`/api/v1/events/${eventA.id}/attendees.csv`);
    const csv = await page.request.get(href);
    expect(csv.status(), await csv.text()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(ATTENDEE_NAME);
    expect(text).toContain('Nome');

    // The attendee cannot open the organiser's pages.
    await attendee.page.goto(`/events/${eventA.id}/manage`);
    await expect(attendee.page.getByText('Acesso Negado')).toBeVisible();

    // Arabic, right to left.
    await page.goto(`/events/${eventA.id}/manage?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'تصدير CSV' })).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'manage-ar'), fullPage: true });
    await page.goto(`/events/${eventA.id}/live?lng=ar`);
    await expect(page.getByRole('button', { name: 'مسح رمز QR' })).toBeVisible();
    await expect(page.getByTestId('live-checked-in')).toHaveText(/^(1|١)$/);
    await page.screenshot({ path: shot(testInfo, 'live-ar') });
    await typeAtDoor(page, codeB);
    await expect(answer).toContainText('تذكرة لفعالية أخرى');
    await page.screenshot({ path: shot(testInfo, 'live-wrong-event-ar') });
  } finally {
    for (const id of [eventA.id, eventB.id])
      await door.page.request
        .delete(`/api/v1/events/${id}`, { headers: { origin: base } })
        .catch(() => undefined);
    await door.context.close();
    await otherDoor.context.close();
    await attendee.context.close();
  }
});
