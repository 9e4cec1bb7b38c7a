import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, signInQuickly } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { publishOnlineEvent } from '../support/events.ts';
import { freshPerson, newPage } from '../support/fresh-person.ts';
import { logoPng } from '../support/logo-png.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

/**
 * Sponsorships (issue 22) as the three people involved live them: a sponsor asks on the event page
 * with a logo, the organiser accepts from the notification, an administrator approves on
 * /admin/sponsorships; then the logo shows on the event page (a link marked sponsored) and the
 * event takes the "Patrocinado" slot on /events — phone and desktop, pt-BR and ar.
 */

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `sponsorships-${name}-${test.info().project.name}.png`),
    fullPage,
  });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

/** The featured block of /events, reloaded until the rotation shows `name` (one slot on a page of 12). */
async function featuredShows(page: Page, path: string, title: RegExp, name: string): Promise<void> {
  const block = page.getByRole('region', { name: title });
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.goto(path);
    await expect(block).toBeVisible();
    if ((await block.getByText(name, { exact: true }).count()) > 0) return;
  }
  await expect(block.getByText(name, { exact: true })).toBeVisible();
}

test('a sponsor asks, the organiser accepts from the notification, an admin approves, and the logo and "Patrocinado" show', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // three people, five pages, two languages
  const url = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const eventName = `Feira de Sabores ${stamp}`;
  const sponsorName = `Padaria Sol ${stamp}`;

  const organiser = await freshPerson(browser, url, test.info(), 'Olga', 'Organiza');
  const sponsor = await freshPerson(browser, url, test.info(), 'Silvio', 'Patrocina');
  const admin = await newPage(browser, url, test.info());
  try {
    // The organiser's event takes requests, with one tier.
    const event = await publishOnlineEvent(organiser.page, url, eventName, { category: 'food_drink' }, 5);
    const headers = { origin: url };
    const opened = await organiser.page.request.put(`/api/v1/events/${event.id}/sponsorship`, {
      headers,
      data: { open: true },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const tier = await organiser.page.request.post(`/api/v1/events/${event.id}/sponsorship/tiers`, {
      headers,
      data: { name: 'Ouro', amountCents: 150_000, benefits: 'Logo no palco e nas redes.', slots: 2 },
    });
    expect(tier.status(), await tier.text()).toBe(201);

    // The sponsor asks from the event page: the dialog keeps what was typed when a field is wrong.
    const page = sponsor.page;
    await page.goto(`/events/${event.slug}`);
    const section = page.getByRole('region', { name: 'Patrocinadores' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Patrocinar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Patrocinar este evento' });
    await dialog.getByRole('radio', { name: /Ouro/ }).check();
    await dialog.getByLabel('Nome exibido').fill(sponsorName);
    await dialog.getByLabel('Link (opcional)').fill('padaria-sol');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.getByText('Use um link que comece com http:// ou https://.')).toBeVisible();
    await expect(dialog.getByLabel('Nome exibido')).toHaveValue(sponsorName);
    await dialog.getByLabel('Link (opcional)').fill('https://padaria-sol.exemplo.com.br');
    await dialog.getByLabel('Logo (opcional)').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng([230, 120, 20]),
    });
    await dialog.getByLabel('Mensagem ao organizador (opcional)').fill('Pão quentinho para quem vier cedo.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'request-dialog');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Pedido de patrocínio enviado. O organizador vai analisar.')).toBeVisible();
    await expect(page.getByText('Seu pedido está aguardando o organizador.')).toBeVisible();
    // Not public yet: a visitor's event page lists no sponsor.
    // (The administrator's window is not signed in yet.)
    const visitorSponsors = await admin.page.request.get(`/api/v1/events/${event.id}/sponsorship`);
    expect(visitorSponsors.status()).toBe(200);
    expect(JSON.stringify(await visitorSponsors.json())).not.toContain(sponsorName);

    // The organiser accepts from the notification.
    const organiserPage = organiser.page;
    await organiserPage.goto('/events');
    await bell(organiserPage).click();
    const panel = organiserPage.getByRole('dialog', { name: 'Notificações' });
    const row = panel.getByRole('listitem').filter({ hasText: eventName }).first();
    await expect(row.getByRole('button', { name: 'Recusar' })).toBeVisible();
    await screenshot(organiserPage, 'organiser-notification');
    await row.getByRole('button', { name: 'Aceitar' }).click();
    await expect(row.getByText(/aguardando aprovação/i)).toBeVisible();
    await organiserPage.keyboard.press('Escape');

    // The manage page shows it waiting for the team.
    await organiserPage.goto(`/events/${event.id}/manage#sponsorships`);
    const manage = organiserPage.locator('#sponsorships');
    await expect(manage.getByText(sponsorName).first()).toBeVisible();
    await expect(manage.getByText('Aguardando aprovação').filter({ visible: true }).first()).toBeVisible();
    await manage.scrollIntoViewIfNeeded();
    await screenshot(organiserPage, 'manage-section');

    // An administrator approves it on /admin/sponsorships.
    await signInQuickly(admin.page, url, DEMO_ADMIN);
    await admin.page.goto('/admin/sponsorships');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Patrocínios' })).toBeVisible();
    const card = admin.page.getByRole('article').filter({ hasText: sponsorName });
    await expect(card).toBeVisible();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'admin-queue');
    await card.getByRole('button', { name: 'Aprovar' }).click();
    const approve = admin.page.getByRole('dialog', { name: 'Aprovar patrocínio?' });
    await approve.getByLabel('Observação (opcional)').fill('Tudo certo, obrigado!');
    await approve.getByRole('button', { name: 'Aprovar' }).click();
    await expect(admin.page.getByText('Patrocínio aprovado').first()).toBeVisible();
    await expect(admin.page.getByRole('article').filter({ hasText: sponsorName })).toHaveCount(0);
    await admin.page.goto('/admin/sponsorships?tab=featured');
    await expect(admin.page.getByText(sponsorName).first()).toBeVisible();
    await screenshot(admin.page, 'admin-featured');
    await admin.page.goto('/admin/sponsorships?tab=totals');
    await expect(admin.page.getByText(eventName).first()).toBeVisible();
    await screenshot(admin.page, 'admin-totals');
    await admin.page.goto('/admin/sponsorships?lng=ar');
    await expect(admin.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(admin.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(admin.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await screenshot(admin.page, 'admin-queue-ar');

    // Everyone sees the logo on the event page, as a link marked sponsored.
    const visitor = await newPage(browser, url, test.info());
    try {
      await visitor.page.goto(`/events/${event.slug}`);
      const sponsors = visitor.page.getByRole('region', { name: 'Patrocinadores' });
      await sponsors.scrollIntoViewIfNeeded();
      const link = sponsors.getByRole('link', { name: new RegExp(sponsorName) });
      await expect(link).toHaveAttribute('rel', 'sponsored noopener');
      await expect(link).toHaveAttribute('href', 'https://padaria-sol.exemplo.com.br');
      const logo = link.getByRole('img');
      await expect(logo).toHaveAttribute('src', /\/uploads\/sponsorships\/.+-logo\.webp$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      await screenshot(visitor.page, 'event-sponsors');
      const ld = await visitor.page.request.get(`/events/${event.slug}`);
      expect(await ld.text()).toContain(`"sponsor"`);

      await visitor.page.goto(`/events/${event.slug}?lng=ar`);
      await visitor.page.locator('#sponsors').scrollIntoViewIfNeeded();
      await expect(visitor.page.getByRole('link', { name: new RegExp(sponsorName) })).toBeVisible();
      await screenshot(visitor.page, 'event-sponsors-ar');
    } finally {
      await visitor.context.close();
    }

    // And the event takes the "Patrocinado" slot on /events, its results untouched. (Signed in, so
    // each visit is a new answer and the slot turns; a visitor's answer is cached for 30 s.)
    await featuredShows(page, '/events', /^Eventos patrocinados$/, eventName);
    const block = page.getByRole('region', { name: 'Eventos patrocinados' });
    await expect(block.getByText('Patrocinado').first()).toBeVisible();
    await screenshot(page, 'events-featured');
    await featuredShows(page, '/events?lng=ar', /^فعاليات مموَّلة$/, eventName);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await screenshot(page, 'events-featured-ar');
    await page.goto('/events?lng=pt-BR');

    // The sponsor sees it approved on their profile, with the report.
    await page.goto('/profile#sponsorships');
    const mine = page.locator('#sponsorships');
    await expect(mine.getByText(eventName)).toBeVisible();
    await expect(mine.getByText('Aprovado')).toBeVisible();
    await expect(mine.getByText('Tudo certo, obrigado!')).toBeVisible();
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-sponsorships');
  } finally {
    await admin.context.close();
    await organiser.context.close();
    await sponsor.context.close();
  }
});
