import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { createAccount, signInQuickly } from '../support/accounts.ts';

/**
 * Issue 17, a group's event in the browser: the owner of a group opens the event form from the
 * group's address (/events/create?groupId=…), where "Organizar como" has the group chosen, and
 * publishes; the event page names the group as organiser and links to it; a follower of the group
 * finds "Novo evento no grupo" in the notification panel and opens the event from it; another
 * organiser of the group opens the event's manage page, which its plain members may not. People
 * are fresh per screen size; the form, the event page and the manage page are looked at in pt-BR
 * and Arabic.
 */
const DAY = 86_400_000;
const CONSENTS = { terms: '1.0.0', privacy: '1.0.0' } as const;

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`group-events-${name}-${testInfo.project.name}.png`);

/** A fresh person with a complete profile and the current consents, signed in in their own window. */
async function person(browser: Browser, baseURL: string, testInfo: TestInfo, first: string, last: string) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
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
    data: { firstName: first, lastName: last, birthDate: '1990-04-12', username },
  });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await (await page.request.get('/api/v1/me')).json()) as { profile: { id: string } };
  return { context, page, username, id: me.profile.id, name: `${first} ${last}` };
}

/** The same page in Arabic (right to left) for a screenshot, then back to Portuguese. */
async function inArabic(
  page: Page,
  path: string,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void>,
) {
  const join = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${join}lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready();
  await page.screenshot({ path: shot(testInfo, `${name}-ar`), fullPage: true });
  await page.goto(`${path}${join}lng=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('a group organiser publishes an event for the group, a follower hears of it, another organiser manages it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const headers = { origin: base };
  const owner = await person(browser, base, testInfo, 'Olga', 'Bateria');
  const coOrganiser = await person(browser, base, testInfo, 'Caio', 'Bateria');
  const member = await person(browser, base, testInfo, 'Mara', 'Bateria');
  const follower = await person(browser, base, testInfo, 'Fábio', 'Segue');
  const suffix = Date.now().toString(36);
  const groupName = `Bateria do Bairro ${suffix}`;
  const eventName = `Ensaio aberto ${suffix}`;
  let groupId = '';

  try {
    // The group, its second organiser, a member and a follower, arranged through the API.
    const created = await owner.page.request.post('/api/v1/groups', {
      headers,
      data: { name: groupName, category: 'arts_culture', city: 'Recife', visibility: 'public' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const group = (await created.json()) as { id: string; slug: string };
    groupId = group.id;
    const invited = await owner.page.request.post(`/api/v1/groups/${groupId}/invitations`, {
      headers,
      data: { usernames: [coOrganiser.username, member.username], emails: [] },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    for (const who of [coOrganiser, member]) {
      const accepted = await who.page.request.post(`/api/v1/groups/${groupId}/invitation/accept`, {
        headers,
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
    }
    const promoted = await owner.page.request.patch(`/api/v1/groups/${groupId}/members/${coOrganiser.id}`, {
      headers,
      data: { role: 'organizer' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    const followed = await follower.page.request.put(`/api/v1/groups/${groupId}/follow`, { headers });
    expect(followed.status(), await followed.text()).toBe(200);

    // The form, opened from the group's address: "Organizar como" has the group chosen.
    const page = owner.page;
    await page.goto(`/events/create?groupId=${groupId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar evento' })).toBeVisible({
      timeout: 30_000,
    });
    const organiserChoice = page.getByRole('group', { name: 'Organizar como' });
    await expect(organiserChoice.getByRole('radio', { name: new RegExp(groupName) })).toBeChecked();
    await expect(organiserChoice.getByRole('radio', { name: /Eu/ })).not.toBeChecked();
    await expect(page.getByText(/O evento aparece na página do grupo/)).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'form-pt-BR'), fullPage: true });
    await inArabic(page, `/events/create?groupId=${groupId}`, testInfo, 'form', async () => {
      await expect(page.getByRole('group', { name: 'التنظيم باسم' })).toBeVisible();
      await expect(page.getByRole('radio', { name: new RegExp(groupName) })).toBeChecked();
    });

    await expect(page.getByRole('radio', { name: new RegExp(groupName) })).toBeChecked();
    await page.getByLabel('Nome do evento').fill(eventName);
    await page.getByLabel('Categoria', { exact: true }).selectOption('arts_culture');
    const start = new Date(Date.now() + 6 * DAY).toLocaleDateString('en-CA', {
      timeZone: 'America/Sao_Paulo',
    });
    const when = page.getByRole('group', { name: 'Início' });
    await when.getByLabel('Data').fill(start);
    await when.getByRole('spinbutton', { name: 'Hora' }).fill('19');
    await when.getByRole('spinbutton', { name: 'Minuto' }).fill('30');
    // The format's radios are drawn as a segmented control: its labels take the tap.
    await page.getByRole('group', { name: 'Formato' }).getByText('Online', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await page.getByLabel('Link de acesso').fill('https://meet.eventos.demo/ensaio');
    await page.getByRole('button', { name: /Próximo/ }).click();
    await expect(page.getByRole('heading', { name: 'Descrição, ingressos e visibilidade' })).toBeVisible();
    await page.getByRole('button', { name: 'Publicar' }).click();

    // The event page names the group as organiser and links to the group's page.
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    const eventPath = new URL(page.url()).pathname;
    const organiser = page.getByRole('link', { name: new RegExp(groupName) });
    await expect(organiser).toHaveAttribute('href', `/groups/${group.slug}`);
    await expect(organiser).toContainText('Grupo');
    await organiser.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(testInfo, 'event-pt-BR'), fullPage: true });
    await inArabic(page, eventPath, testInfo, 'event', async () => {
      await expect(page.getByRole('link', { name: new RegExp(groupName) })).toBeVisible();
    });
    const detail = (await (await page.request.get(`/api/v1${eventPath}`)).json()) as { id: string };

    // The follower finds it in the notification panel and opens it from there.
    const fan = follower.page;
    await fan.goto('/events');
    await fan.getByRole('button', { name: /^Notificações/ }).click();
    const panel = fan.getByRole('dialog', { name: 'Notificações' });
    const note = panel.getByRole('listitem').filter({ hasText: eventName });
    await expect(note).toContainText('Novo evento no grupo');
    await expect(note).toContainText(`O grupo ${groupName} publicou “${eventName}”.`);
    await fan.screenshot({ path: shot(testInfo, 'notification-pt-BR') });
    await note.getByText('Novo evento no grupo').click();
    await expect(fan).toHaveURL(new RegExp(`/events/${detail.id}$`));
    await expect(fan.getByRole('heading', { level: 1, name: eventName })).toBeVisible();

    // Another organiser of the group manages the event; a plain member may not.
    const co = coOrganiser.page;
    await co.goto(`/events/${detail.id}/manage`);
    await expect(co.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await expect(co.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();
    await expect(co.getByText('Acesso Negado')).toHaveCount(0);
    await co.screenshot({ path: shot(testInfo, 'manage-pt-BR'), fullPage: true });
    await inArabic(co, `/events/${detail.id}/manage`, testInfo, 'manage', async () => {
      await expect(co.getByRole('link', { name: 'تصدير CSV' })).toBeVisible();
    });
    await member.page.goto(`/events/${detail.id}/manage`);
    await expect(member.page.getByText('Acesso Negado')).toBeVisible();
  } finally {
    if (groupId)
      await owner.page.request.delete(`/api/v1/groups/${groupId}`, {
        headers,
        data: { confirmName: groupName },
      });
    for (const who of [owner, coOrganiser, member, follower]) await who.context.close();
  }
});
