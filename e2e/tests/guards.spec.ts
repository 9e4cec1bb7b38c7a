import { expect, test } from '@playwright/test';
import {
  createAccount,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  signInQuickly,
  signInThroughForm,
} from '../support/accounts.ts';

/** Spec §4 Route guard, walked as a visitor, an incomplete user, a complete user and an admin. */
test.describe('route guards', () => {
  test('visitor: protected paths go to /auth with the origin, which sign-in returns to', async ({ page }) => {
    await page.goto('/profile/edit?tab=1');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile%2Fedit%3Ftab%3D1$/);
    await page.goto('/locations');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Flocations$/);
    await signInThroughForm(page, DEMO_USER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('visitor: the admin area sends to /login, which leads to /auth; public pages stay open', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth/);
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/cookies',
      '/privacy',
      '/terms',
      '/help',
      '/events',
      '/reset-password',
    ]) {
      await page.goto(path);
      await expect(page, path).not.toHaveURL(/\/auth/);
    }
  });

  test('incomplete profile: complete-profile paths go to /complete-profile, signed-in ones open', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createAccount(request, baseURL ?? '');
    await signInQuickly(page, baseURL ?? '', email, password);
    await page.goto('/profile');
    await page.getByLabel('Li e aceito: Termos de Uso').check();
    await page.getByLabel('Li e aceito: Política de Privacidade').check();
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page.getByText('Seu perfil está incompleto.')).toBeVisible();
    await page.goto('/events/create');
    await expect(page).toHaveURL(/\/complete-profile/);
    await page.goto('/security-privacy');
    await expect(page.getByRole('heading', { name: 'Segurança e privacidade' })).toBeVisible();
  });

  test('complete user: /auth moves on to /events; the admin area sends to / with the toast', async ({
    page,
    baseURL,
  }) => {
    await signInQuickly(page, baseURL ?? '', DEMO_USER);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/events$/);
    await page.goto('/auth?redirect=%2Fprofile');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/auth?redirect=%2F%2Fevil.example');
    await expect(page).toHaveURL(/\/events$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Acesso Negado')).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  });

  test('admin: the admin area lets them in', async ({ page, baseURL }) => {
    await signInQuickly(page, baseURL ?? '', DEMO_ADMIN);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a session ended elsewhere shows the forced sign-out toast and goes to /login', async ({
    page,
    baseURL,
  }) => {
    await signInQuickly(page, baseURL ?? '', DEMO_USER);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('Sessão encerrada')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
