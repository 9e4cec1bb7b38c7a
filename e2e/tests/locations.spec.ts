import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

/** Rafael (demo organiser) owns Parque da Aclimação, where demo events take place. */
const ORGANISER = 'rafael@eventos.demo';
const LINKED_VENUE = 'Parque da Aclimação';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

/** A venue card by its title, on the page or inside a section. */
function card(scope: Page | Locator, name: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  // `has` is resolved inside each article, so it starts from the page, not the scope.
  return scope.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function waitForToast(page: Page, text: string | RegExp) {
  // Success toasts are status messages, failures alerts.
  await expect(page.locator('[role=status], [role=alert]').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('my locations', () => {
  test('add a public venue through the CEP, edit it, find it, and delete it; a venue in use stays', async ({
    page,
    baseURL,
  }) => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Espaço Paulista ${suffix}`;
    await signInQuickly(page, baseURL ?? '', ORGANISER);
    await page.goto('/locations');
    await expect(page.getByRole('heading', { name: 'Meus locais', level: 1 })).toBeVisible();
    await expect(card(page, LINKED_VENUE)).toBeVisible();
    await shot(page, 'locations-list');

    // Add: type step, then the form; an empty submit shows the spec's messages beside the fields.
    await page.getByRole('button', { name: 'Adicionar local' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Quem poderá usar este local nos eventos?')).toBeVisible();
    await dialog.getByRole('button', { name: /^Público/ }).click();
    await dialog.getByLabel('Nome do local').fill('ab');
    await dialog.getByLabel('País').fill('');
    await dialog.getByRole('button', { name: 'Salvar local' }).click();
    await expect(dialog.getByText('Nome do local deve ter no mínimo 3 caracteres')).toBeVisible();
    await expect(dialog.getByText('CEP inválido')).toBeVisible();
    await expect(dialog.getByText('Endereço deve ter no mínimo 5 caracteres')).toBeVisible();
    await expect(dialog.getByText('Número é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Cidade é obrigatória')).toBeVisible();
    await expect(dialog.getByText('Estado é obrigatório')).toBeVisible();
    await expect(dialog.getByText('País é obrigatório')).toBeVisible();
    await expect(dialog.getByLabel('Nome do local')).toHaveValue('ab');

    await dialog.getByLabel('Nome do local').fill(name);
    await dialog.getByLabel('País').fill('Brasil');
    await dialog.getByLabel('CEP', { exact: true }).fill('01310-100');
    await expect(dialog.getByLabel('Endereço', { exact: true })).toHaveValue('Avenida Paulista');
    await expect(dialog.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(dialog.getByText('Localização encontrada')).toBeVisible();
    await dialog.getByLabel('Número').fill('1578');
    await dialog.getByLabel('Ponto de referência').fill('Em frente ao Masp');
    await dialog.getByLabel('Filtrar opções').fill('cadeira');
    await dialog.getByRole('checkbox', { name: 'Acesso para cadeira de rodas' }).check();
    await shot(page, 'locations-dialog');
    await dialog.getByRole('button', { name: 'Salvar local' }).click();
    await waitForToast(page, 'Local cadastrado');
    await expect(dialog).toBeHidden();
    const added = card(page, name);
    await expect(added.getByText('Público')).toBeVisible();
    await expect(added.getByText('Em frente ao Masp')).toBeVisible();
    await expect(added.getByText('Acesso para cadeira de rodas')).toBeVisible();
    await expect(added.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=-23\.56/,
    );

    // Edit: no type step; the new name shows after the list reloads.
    await added.getByRole('button', { name: 'Editar' }).click();
    await expect(dialog.getByLabel('Nome do local')).toHaveValue(name);
    await dialog.getByLabel('Nome do local').fill(`${name} Renovado`);
    await dialog.getByRole('button', { name: 'Salvar local' }).click();
    await waitForToast(page, 'Local atualizado');
    await expect(card(page, `${name} Renovado`)).toBeVisible();

    // Search: only the matching venue remains.
    await page.getByRole('searchbox', { name: 'Buscar locais' }).fill(suffix);
    await expect(card(page, `${name} Renovado`)).toBeVisible();
    await expect(card(page, LINKED_VENUE)).toBeHidden();
    await shot(page, 'locations-search');

    // Other people's public venues show in their own section, read-only.
    await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('vergueiro');
    const others = page.getByRole('region', { name: 'Locais públicos de outras pessoas' });
    await expect(card(others, 'Centro Cultural Vergueiro')).toBeVisible();
    await expect(
      card(others, 'Centro Cultural Vergueiro').getByRole('button', { name: 'Editar' }),
    ).toHaveCount(0);
    await shot(page, 'locations-public');

    // A venue an event uses cannot be deleted.
    await page.getByRole('searchbox', { name: 'Buscar locais' }).fill('');
    await card(page, LINKED_VENUE).getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir local' }).click();
    await waitForToast(page, 'Este local está vinculado a um evento e não pode ser excluído.');
    await expect(card(page, LINKED_VENUE)).toBeVisible();

    // An unused one can.
    await card(page, `${name} Renovado`).getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir local' }).click();
    await waitForToast(page, 'Local excluído');
    await expect(card(page, `${name} Renovado`)).toBeHidden();
  });

  test('shows the venue screen in Arabic, right to left', async ({ page, baseURL }) => {
    await signInQuickly(page, baseURL ?? '', ORGANISER);
    await page.goto('/locations?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card(page, LINKED_VENUE)).toBeVisible();
    await shot(page, 'locations-ar');
  });
});
