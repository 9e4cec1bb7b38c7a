import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, signInQuickly } from '../support/accounts.ts';

/**
 * Issue 15 in the browser: an administrator broadcasts from /admin/send-notification, a person
 * already on /events sees the bell's badge rise without reloading, opens the panel (a sheet on a
 * phone, a popover on desktop), follows the link and marks everything read. Each screen size has its
 * own recipient, so the two projects never count each other's notifications.
 */
const RECIPIENT = { desktop: 'beatriz', mobile: 'lucas' } as const;
const USERNAME = { beatriz: 'beatriz.santos', lucas: 'lucas.almeida' } as const;

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await signInQuickly(page, baseURL, email);
  return { context, page };
}

/** Starts from nothing unread (earlier runs, the welcome notification). */
async function readEverything(page: Page, baseURL: string) {
  const res = await page.request.post('/api/v1/notifications/read-all', { headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}

async function broadcast(admin: Page, username: string, title: string, link: string) {
  await admin.goto('/admin/send-notification');
  const form = admin.getByRole('form', { name: 'Nova notificação' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Mensagem').fill('Teste de ponta a ponta: veja o que há de novo.');
  await form.getByLabel('Link (opcional)').fill(link);
  await form.getByRole('radio', { name: 'Uma pessoa' }).check();
  await form.getByLabel('Nome de usuário').fill(username);
  await form.getByRole('button', { name: 'Enviar notificação' }).click();
  const progress = admin.getByRole('region', { name: 'Notificação enviada' });
  await expect(progress).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByText('Pessoas alcançadas: 1')).toBeVisible();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações|^الإشعارات/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

test('a broadcast reaches a person live; the panel follows its link and marks all read', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const isPhone = testInfo.project.name === 'mobile';
  const key = RECIPIENT[isPhone ? 'mobile' : 'desktop'];
  const admin = await signedInPage(browser, base, DEMO_ADMIN);
  const person = await signedInPage(browser, base, `${key}@eventos.demo`);
  const stamp = Date.now().toString(36);
  const shot = (name: string) => testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

  try {
    await readEverything(person.page, base);
    // The realtime stream is open (its answer's headers are in) before the broadcast goes out.
    const streamOpen = person.page.waitForResponse((r) => r.url().includes('/api/v1/realtime'));
    await person.page.goto('/events');
    await streamOpen;
    await expect(bell(person.page)).toHaveAccessibleName('Notificações');
    await expect(badge(person.page)).toHaveCount(0);

    // The admin area and its send page.
    await admin.page.goto('/admin');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
    await admin.page.getByRole('link', { name: 'Enviar notificação' }).first().click();
    await expect(admin.page).toHaveURL(/\/admin\/send-notification$/);
    await broadcast(admin.page, USERNAME[key], `Aviso ${stamp}`, '/about');

    // The badge rises on the page the person already had open.
    await expect(badge(person.page)).toHaveText('1', { timeout: 15_000 });
    await expect(bell(person.page)).toHaveAccessibleName('Notificações, não lidas: 1');
    expect(new URL(person.page.url()).pathname).toBe('/events');

    await bell(person.page).click();
    const panel = person.page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toBeVisible();
    const row = panel.getByRole('link', { name: new RegExp(`Aviso ${stamp}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Teste de ponta a ponta');
    const box = await panel.boundingBox();
    const viewport = person.page.viewportSize();
    if (isPhone) {
      // A bottom sheet at most 24rem (384 px) high, across the width.
      expect(box?.height ?? 0).toBeLessThanOrEqual(384 + 1);
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
      expect(Math.round(box?.width ?? 0)).toBe(viewport?.width);
    } else {
      expect(box?.width ?? 0).toBeLessThan(450);
    }
    await person.page.waitForTimeout(300);
    await person.page.screenshot({ path: shot('panel-pt-BR') });

    // Following it: the link's page, read, the panel closed.
    await row.click();
    await expect(person.page).toHaveURL(/\/about$/);
    await expect(panel).toBeHidden();
    await expect(badge(person.page)).toHaveCount(0);

    // Two more, then everything read at once.
    await broadcast(admin.page, USERNAME[key], `Segundo ${stamp}`, 'https://example.org/novidades');
    await broadcast(admin.page, USERNAME[key], `Terceiro ${stamp}`, '/events');
    await expect(badge(person.page)).toHaveText('2', { timeout: 15_000 });
    await bell(person.page).click();
    await expect(panel.getByRole('link', { name: new RegExp(`Segundo ${stamp}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(person.page.getByText('Todas as notificações foram marcadas como lidas')).toBeVisible();
    await expect(badge(person.page)).toHaveCount(0);
    await expect(panel.locator('li[data-unread="true"]')).toHaveCount(0);
    await person.page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(person.page)).toBeFocused();

    await admin.page.screenshot({ path: shot('admin-pt-BR'), fullPage: true });

    // Arabic, right to left.
    await broadcast(admin.page, USERNAME[key], `عربي ${stamp}`, '/events');
    await person.page.goto('/events?lng=ar');
    await expect(person.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(badge(person.page)).toHaveText('1', { timeout: 15_000 });
    await bell(person.page).click();
    const arPanel = person.page.getByRole('dialog', { name: 'الإشعارات' });
    await expect(arPanel.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
    await person.page.waitForTimeout(300);
    await person.page.screenshot({ path: shot('panel-ar') });
    await admin.page.goto('/admin/send-notification?lng=ar');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'إرسال إشعار' })).toBeVisible();
    await admin.page.screenshot({ path: shot('admin-ar'), fullPage: true });
    await arPanel.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await expect(badge(person.page)).toHaveCount(0);
  } finally {
    // The next test of these accounts starts in pt-BR.
    for (const page of [admin.page, person.page])
      await page.evaluate(() => localStorage.removeItem('i18nextLng')).catch(() => {});
    await admin.context.close();
    await person.context.close();
  }
});

test('the preferences page saves push and e-mail per kind', async ({ page, baseURL }, testInfo) => {
  const key = RECIPIENT[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  await signInQuickly(page, baseURL ?? '', `${key}@eventos.demo`);
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(
    page.getByText('As notificações dentro do app ficam sempre ativadas.', { exact: false }),
  ).toBeVisible();
  const events = page.getByRole('group', { name: 'Eventos', exact: true });
  const email = events.getByRole('switch', { name: 'E-mail' });
  const before = await email.getAttribute('aria-checked');
  await email.click();
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Eventos', exact: true }).getByRole('switch', { name: 'E-mail' }),
  ).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
});
