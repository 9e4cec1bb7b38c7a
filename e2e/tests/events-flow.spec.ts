import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

/** Rafael (demo organiser) owns Parque da Aclimação. */
const ORGANISER = 'rafael@eventos.demo';
const VENUE = 'Parque da Aclimação';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

/** A date picker fieldset ('Início', 'Término'). */
const picker = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });

/** yyyy-mm-dd of `days` from today in São Paulo. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'America/Sao_Paulo',
  });
}

async function waitForToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[role=status], [role=alert]').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('events end to end', () => {
  test('create a draft, publish it, find it, open it by slug and id, edit it, download its .ics', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = randomUUID().slice(0, 6);
    const name = `Sarau de Poesia Zumbi ${suffix}`;
    await signInQuickly(page, baseURL ?? '', ORGANISER);

    // Step 1: what, when, where.
    await page.goto('/events/create');
    await expect(page.getByRole('heading', { name: 'Criar evento', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Próximo/ }).click();
    await expect(page.getByText('O nome do evento deve ter pelo menos 3 caracteres.')).toBeVisible();
    await page.getByLabel('Nome do evento', { exact: true }).fill(name);
    await page.getByLabel('Categoria', { exact: true }).selectOption('arts_culture');
    const start = picker(page, 'Início');
    await start.getByLabel('Data').fill(dayFromNow(9));
    await start.getByRole('spinbutton', { name: 'Hora' }).fill('19');
    await start.getByRole('spinbutton', { name: 'Minuto' }).fill('30');
    const venues = page.getByRole('group', { name: 'Local do evento' });
    await venues
      .getByRole('button', { name: new RegExp(VENUE) })
      .first()
      .click();
    await expect(venues.getByText(VENUE)).toBeVisible();
    await shot(page, 'event-form-step1');
    await page.getByRole('button', { name: /Próximo/ }).click();

    // Step 2: details; saved as a draft.
    await expect(page.getByRole('heading', { name: 'Descrição, ingressos e visibilidade' })).toBeVisible();
    await page.getByLabel('Resumo', { exact: true }).fill('Poesia falada, microfone aberto e música.');
    await page.getByLabel('Tags', { exact: true }).fill('poesia');
    await page.getByLabel('Tags', { exact: true }).press('Enter');
    await shot(page, 'event-form-step2');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await waitForToast(page, 'Rascunho salvo');
    await expect(page).toHaveURL(/\/events\/sarau-de-poesia-zumbi-/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Rascunho — só você vê este evento')).toBeVisible();
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(slug).toBe(`sarau-de-poesia-zumbi-${suffix.toLowerCase()}`);

    // A visitor does not see the draft.
    const visitor = await page.context().browser()?.newContext();
    const visitorPage = await visitor?.newPage();
    const draftHtml = await (await visitorPage?.request.get(`${baseURL}/events/${slug}`))?.text();
    expect(draftHtml).not.toContain(name);

    // Publish through the edit page.
    await page.getByRole('link', { name: 'Editar evento' }).first().click();
    await expect(page.getByRole('heading', { name: 'Editar evento', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Próximo/ }).click();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await waitForToast(page, 'Evento publicado!');
    await expect(page.getByText('Rascunho — só você vê este evento')).toHaveCount(0);
    const eventId = await page.evaluate(
      async (s) => ((await (await fetch(`/api/v1/events/${s}`)).json()) as { id: string }).id,
      slug,
    );

    // Found by search and by filter.
    await page.goto(`/search?q=${encodeURIComponent(`zumbi ${suffix}`)}`);
    await expect(
      page.getByRole('heading', { name, level: 3 }).or(page.getByRole('link', { name })).first(),
    ).toBeVisible();
    await page.goto(`/events?q=sarau%20zumbi%20${suffix}&category=arts_culture`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await page.goto(`/events?q=sarau%20zumbi%20${suffix}&category=sports_fitness`);
    await expect(page.getByText('Nenhum evento corresponde aos filtros')).toBeVisible();

    // Opened by id, it becomes the slug URL.
    await page.goto(`/events/${eventId}`);
    await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(VENUE).first()).toBeVisible();
    await shot(page, 'event-detail-own');

    // Edit the name; the slug stays.
    await page.goto(`/events/${eventId}/edit`);
    await page.getByLabel('Nome do evento', { exact: true }).fill(`${name} — edição especial`);
    await page.getByRole('button', { name: /Próximo/ }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await waitForToast(page, 'Evento atualizado');
    await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('edição especial');

    // The calendar file downloads.
    await page.getByRole('button', { name: 'Adicionar à agenda' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar arquivo .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${slug}.ics`);

    // The page's HTML carries the JSON-LD and OpenGraph tags for link previews (no JavaScript).
    const html = await (await visitorPage?.request.get(`${baseURL}/events/${slug}`))?.text();
    const jsonLd = html?.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Event', name: `${name} — edição especial` });
    expect(html).toContain('property="og:title"');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/events/${slug}"`);

    // A visitor sees it (no access link, no edit), on phone and desktop.
    await visitorPage?.goto(`${baseURL}/events/${slug}`);
    await expect(visitorPage?.getByRole('heading', { level: 1 }) as Locator).toContainText('edição especial');
    await expect(visitorPage?.getByRole('link', { name: 'Editar' }) as Locator).toHaveCount(0);
    if (visitorPage) await shot(visitorPage, 'event-detail-visitor');
    await visitor?.close();

    // Clean up: cancel, then delete behind their confirmations.
    await page.goto(`/events/${eventId}/edit`);
    await page.getByRole('button', { name: 'Excluir evento' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Excluir/ })
      .click();
    await waitForToast(page, 'Evento excluído');
    await expect(page).toHaveURL(/\/events$/);
  });

  test('list, calendar and map views on this screen', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, 'events-list');
    await page.goto('/events?view=calendar');
    await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
    await shot(page, 'events-calendar');
    await page.goto('/events?view=map');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await shot(page, 'events-map');
  });
});
