import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, signInQuickly } from '../support/accounts.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

/**
 * /organizing/manage: a new organiser completes the profile on the way in and lands on the page;
 * their events (a published one, a later draft) are listed newest start first; a selection is
 * exported as one CSV (UTF-8 with BOM), duplicated as a draft, then cancelled after the
 * confirmation. Each screen size has its own fresh account. Looked at in pt-BR and Arabic.
 */
const DAY = 86_400_000;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

test('an organiser lists every event, exports, duplicates and cancels a selection', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const account = await createAccount(page.request, base);
  await signInQuickly(page, base, account.email, account.password);

  // On the way in: the consents, then the profile, then the page itself.
  await page.goto('/organizing/manage');
  await page.getByLabel('Li e aceito: Termos de Uso').check();
  await page.getByLabel('Li e aceito: Política de Privacidade').check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page).toHaveURL(/\/complete-profile\?redirect=%2Forganizing%2Fmanage$/);
  await page.getByLabel('Nome', { exact: true }).fill('Iara');
  await page.getByLabel('Sobrenome').fill('Campos');
  await page.getByLabel('Nome de usuário').fill(`iara.${Date.now().toString(36)}`);
  await page.getByLabel('Data de nascimento').fill('1990-03-12');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/organizing\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar meus eventos' })).toBeVisible();
  await expect(page.getByText('Você ainda não organiza eventos')).toBeVisible();

  const create = async (name: string, daysAhead: number, publish: boolean) => {
    const start = new Date(Date.now() + daysAhead * DAY);
    const res = await page.request.post('/api/v1/events', {
      headers: { origin: base },
      data: {
        name,
        category: 'arts_culture',
        startDatetime: start.toISOString(),
        endDatetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        eventType: 'online',
        accessLink: 'https://meet.eventos.demo/sala',
        summary: 'Um encontro para testar a gestão em lote.',
        capacity: 25,
        publish,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await create('Sarau de Poesia', 3, true);
  await create('Oficina de Cerâmica', 9, false);

  await page.reload();
  const names = page
    .getByRole('link', { name: /Sarau de Poesia|Oficina de Cerâmica/ })
    .filter({ visible: true });
  await expect(names).toHaveText(['Oficina de Cerâmica', 'Sarau de Poesia']);
  await shot(page, 'organizing-manage-pt-BR');

  // Export everything on the page: one CSV, BOM first.
  await page.getByLabel('Selecionar todos desta página').check();
  await expect(page.getByText('(2 selecionados)')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('meus-eventos.csv');
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Nome,Início,Estado,Confirmados,Vagas,Check-ins');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Oficina de Cerâmica', 'Sarau de Poesia']);
  expect(lines[2]).toMatch(/^Sarau de Poesia,[^,]+,Publicado,0,25,0$/);
  await page.getByLabel('Selecionar todos desta página').uncheck();

  // Duplicate the published one as a draft.
  await page.getByRole('checkbox', { name: 'Selecionar Sarau de Poesia' }).check();
  await page.getByRole('button', { name: 'Duplicar como rascunho' }).click();
  await expect(page.getByText('1 rascunho criado')).toBeVisible();
  const copy = page.getByRole('link', { name: 'Sarau de Poesia (cópia)' }).filter({ visible: true });
  await expect(copy).toBeVisible();

  // Cancel it, after the confirmation; the draft copy and the draft are not offered.
  await page.getByRole('checkbox', { name: 'Selecionar Sarau de Poesia', exact: true }).check();
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar 1 evento?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'organizing-manage-cancel-pt-BR');
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(page.getByText('1 evento cancelado')).toBeVisible();
  await expect(dialog).toBeHidden();
  const states = await page.getByTestId('event-state').filter({ visible: true }).allTextContents();
  // The copy keeps the original's start, so the two may come in either order.
  expect(states[0]).toBe('Rascunho');
  expect(states.slice(1).sort()).toEqual(['Cancelado', 'Rascunho']);

  await page.goto('/organizing/manage?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة فعالياتي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('link', { name: 'Sarau de Poesia (cópia)' }).filter({ visible: true }),
  ).toBeVisible();
  await shot(page, 'organizing-manage-ar');
});
