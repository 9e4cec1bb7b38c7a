import { expect, test } from '@playwright/test';
import { createAccount, signInQuickly } from '../support/accounts.ts';

/** What a newcomer meets first: the way in, the profile step, a quiet console and the reset screen. */
test.describe('a newcomer', () => {
  test("'Criar conta grátis' and the closing 'Criar conta' open the sign-up tab", async ({ page }) => {
    for (const name of ['Criar conta grátis', 'Criar conta']) {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/\/auth\?mode=signup$/);
      const form = page.getByRole('form', { name: 'Criar conta' });
      await expect(form.getByLabel('Nome')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Entrar' })).toHaveCount(0);
    }
  });

  test('the name typed at sign-up fills in the complete-profile form', async ({ page, request, baseURL }) => {
    const { email, password } = await createAccount(request, baseURL ?? '', {
      name: 'Maria das Dores Silva',
    });
    await signInQuickly(page, baseURL ?? '', email, password);
    await page.goto('/complete-profile');
    await page.getByLabel('Li e aceito: Termos de Uso').check();
    await page.getByLabel('Li e aceito: Política de Privacidade').check();
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Complete seu perfil' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Maria');
    await expect(page.getByLabel('Sobrenome')).toHaveValue('das Dores Silva');
    await expect(page.getByLabel('Nome de usuário')).toHaveValue('');
  });

  test("a visitor's page loads log no 401 and get no 401 answer", async ({ page, request }) => {
    const events = (await (await request.get('/api/v1/events?limit=1')).json()) as {
      items: { slug: string }[];
    };
    const slug = events.items[0]?.slug;
    expect(slug, 'the demo seed has public events').toBeTruthy();
    const unauthorised: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorised.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /401|unauthori[sz]ed/i.test(message.text())) {
        unauthorised.push(message.text());
      }
    });
    for (const path of ['/', '/events', `/events/${slug}`, '/auth']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
    expect(unauthorised).toEqual([]);
  });

  test('the forgot-password screen says its sentence once', async ({ page }) => {
    await page.goto('/auth?mode=forgot');
    await expect(page.getByRole('heading', { name: 'Recuperar senha', level: 1 })).toBeVisible();
    await expect(page.getByText('Informe o e-mail da sua conta.')).toHaveCount(1);
  });
});
