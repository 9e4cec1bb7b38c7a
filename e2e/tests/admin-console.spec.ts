import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, signInQuickly } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { freshPerson, newPage } from '../support/fresh-person.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

/**
 * The admin console (issue 21) as an administrator uses it: the dashboard's figures, a person made
 * moderator with a reason (who then works the reports queue and nothing else) and the audit log
 * saying so, the PWA figures and the team's style pages — in Portuguese and in Arabic, phone and
 * desktop.
 */

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`) });
}

test.describe('admin console', () => {
  test('dashboard, permissions with the audit log, and a moderator who sees only the reports', async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // nine pages, two languages and three accessibility checks in one walk
    const url = baseURL ?? '';
    const person = await freshPerson(browser, url, test.info(), 'Modesta', 'Teste');
    const { context, page } = await newPage(browser, url, test.info());
    try {
      await signInQuickly(page, url, DEMO_ADMIN);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Pessoas', exact: true })).toBeVisible();
      await expect(page.getByText('Pessoas cadastradas')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver denúncias' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-dashboard');

      await page.goto('/admin/permissions');
      await page.getByLabel('Buscar pessoas').fill(person.username);
      const change = page.getByRole('button', { name: 'Mudar papel de Modesta Teste' });
      await expect(change).toHaveCount(1); // the search has narrowed to this person
      await change.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: /Moderador/ }).check();
      await dialog.getByRole('button', { name: 'Salvar papel' }).click();
      // The reason is required: the message beside it, the choice kept.
      await expect(dialog.getByText('Informe o motivo da mudança (pelo menos 3 caracteres).')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /Moderador/ })).toBeChecked();
      await dialog.getByLabel('Motivo').fill('Ajuda com as denúncias do fim de semana');
      await screenshot(page, 'admin-permissions-dialog');
      await dialog.getByRole('button', { name: 'Salvar papel' }).click();
      await expect(page.getByText('Papel alterado')).toBeVisible();
      await expect(page.getByText('Ajuda com as denúncias do fim de semana').first()).toBeVisible();
      await screenshot(page, 'admin-permissions');

      // The moderator: the reports queue opens, the rest of the admin area does not.
      await person.page.goto('/admin/event-reports');
      await expect(person.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(person.page).toHaveURL(/\/admin\/event-reports$/);
      await person.page.goto('/admin/permissions');
      await expect(person.page.getByText('Acesso Negado')).toBeVisible();

      await page.goto('/admin/pwa-stats');
      await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas do PWA' })).toBeVisible();
      await expect(page.getByText(/Do Not Track/)).toBeVisible();
      await screenshot(page, 'admin-pwa-stats');

      for (const path of ['/admin/styles', '/admin/components-test', '/admin/test-requirement-fields']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
        await screenshot(page, `admin${path.replace('/admin', '').replaceAll('/', '-')}`);
      }

      await page.goto('/admin?lng=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await screenshot(page, 'admin-dashboard-ar');
      await page.goto('/admin/permissions?lng=ar');
      await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill(person.username);
      await expect(page.getByText('Modesta Teste').first()).toBeVisible();
      await screenshot(page, 'admin-permissions-ar');
      await page.goto('/admin?lng=pt-BR');
    } finally {
      await person.context.close();
      await context.close();
    }
  });
});
