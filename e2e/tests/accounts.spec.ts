import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  createAccount,
  linkIn,
  signInQuickly,
  signInThroughForm,
  uniqueEmail,
  waitForMail,
} from '../support/accounts.ts';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

async function acceptConsents(page: Page) {
  await expect(page.getByRole('heading', { name: 'Antes de continuar' })).toBeVisible();
  await page.getByLabel('Li e aceito: Termos de Uso').check();
  await page.getByLabel('Li e aceito: Política de Privacidade').check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Antes de continuar' })).toBeHidden();
}

test.describe('accounts', () => {
  test('sign up, confirm by mail, accept the terms, complete the profile', async ({ page, baseURL }) => {
    const email = uniqueEmail('nova');
    await page.goto('/auth?mode=signup');
    const form = page.getByRole('form', { name: 'Criar conta' });
    await form.getByLabel('Nome').fill('Nara Lopes');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill('curta');
    await form.getByLabel('Confirme a senha').fill('curta');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue(email);

    await form.getByLabel('Senha', { exact: true }).fill('senha-da-nara-1');
    await form.getByLabel('Confirme a senha').fill('senha-da-nara-1');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible();
    await shot(page, 'auth-signup-sent');

    const mail = await waitForMail(email, /Confirme o seu e-mail/);
    await page.goto(
      linkIn(mail, /https?:\/\/\S+\/api\/auth\/verify-email\S+/).replace(/^https?:\/\/[^/]+/, baseURL ?? ''),
    );
    await acceptConsents(page);
    await page.goto('/complete-profile');
    await expect(page.getByRole('heading', { name: 'Complete seu perfil' })).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Nara');
    await page.getByLabel('Sobrenome').fill('Lopes');
    await page.getByLabel('Nome de usuário').fill(`nara.${Date.now().toString(36)}`);
    await page.getByLabel('Data de nascimento').fill('1994-08-21');
    await shot(page, 'complete-profile');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await page.goto('/profile');
    await expect(page.getByText('Nara Lopes')).toBeVisible();
    await expect(page.getByText('Seu perfil está incompleto.')).toBeHidden();
    await shot(page, 'profile');
  });

  test('recover the password through the mailed link and sign in with the new one', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createAccount(request, baseURL ?? '');
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/auth\?mode=forgot/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible();

    const mail = await waitForMail(email, /Redefina a sua senha/);
    const link = linkIn(mail, /https?:\/\/\S+\/reset-password\?token=\S+&type=recovery/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseURL ?? ''));
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-2026');
    await page.getByLabel('Confirme a senha').fill('nova-senha-2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page).toHaveURL(/\/auth/);

    await signInThroughForm(page, email, password);
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await signInThroughForm(page, email, 'nova-senha-2026');
    await acceptConsents(page);
    await expect(page).toHaveURL(/\/events/);
  });

  test("change the password: 'Senha atual incorreta' beside the field, then success", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createAccount(request, baseURL ?? '');
    await signInQuickly(page, baseURL ?? '', email, password);
    await page.goto('/change-password');
    await acceptConsents(page);
    await page.getByLabel('Senha atual').fill('nao-e-a-senha');
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-99');
    await page.getByLabel('Confirme a senha').fill('outra-senha-99');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha atual incorreta')).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('outra-senha-99');
    await page.getByLabel('Senha atual').fill(password);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada')).toBeVisible();
  });

  test('sign in with Google through the provider, and with Apple back to /events', async ({
    page,
    context,
  }) => {
    await page.goto('/auth');
    const google = page.getByRole('button', { name: 'Continuar com Google' });
    await expect(google).toBeVisible();
    const popupPromise = context.waitForEvent('page', { timeout: 5_000 }).catch(() => null);
    await google.click();
    const popup = await popupPromise;
    const providerPage = popup ?? page;
    await providerPage.waitForURL(/\/interaction\//);
    await providerPage.getByLabel('E-mail').fill(uniqueEmail('google'));
    await providerPage.getByRole('button', { name: 'Continue' }).click();
    if (popup) await popup.waitForEvent('close');
    await acceptConsents(page);
    await expect(page).toHaveURL(/\/events/);

    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continuar com Apple' }).click();
    await page.waitForURL(/\/interaction\//);
    await page.getByLabel('E-mail').fill(uniqueEmail('apple'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/events/);
    await acceptConsents(page);
  });

  test('a failed provider sign-in comes back with the toast', async ({ page }) => {
    await page.goto('/index?login_failed=1');
    await expect(page.getByText('Falha ao autenticar com Google. Tente novamente.')).toBeVisible();
  });

  test('delete the account after typing the confirmation', async ({ page, request, baseURL }) => {
    const { email, password } = await createAccount(request, baseURL ?? '');
    await signInQuickly(page, baseURL ?? '', email, password);
    await page.goto('/security-privacy');
    await acceptConsents(page);
    await expect(page.getByText('Este dispositivo')).toBeVisible();
    await shot(page, 'security-privacy');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const confirm = page.getByRole('button', { name: 'Excluir conta permanentemente' });
    await expect(confirm).toBeDisabled();
    await page.getByRole('dialog').getByRole('textbox').fill('EXCLUIR');
    await confirm.click();
    await expect(page.getByText('Conta excluída com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/$|\/events/);
    const res = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL ?? '' },
      data: { email, password },
    });
    expect(res.status()).toBe(401);
  });
});
