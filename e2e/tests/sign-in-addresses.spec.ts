import { expect, test } from '@playwright/test';
import { linkIn, signInThroughForm, uniqueEmail, waitForMail } from '../support/accounts.ts';

/**
 * Issue 13, point 1: signing up and in works at whatever address the app is opened at, not only
 * at PUBLIC_URL. The test server's PUBLIC_URL is http://127.0.0.1:PORT; the same server is also
 * opened as http://localhost:PORT (what a newcomer types).
 */
test.describe('sign-in at whatever address the app is opened at', () => {
  for (const host of ['127.0.0.1', 'localhost']) {
    test(`signs up and signs in at http://${host}`, async ({ page, request, baseURL }) => {
      const address = `http://${host}:${new URL(baseURL ?? '').port}`;
      const email = uniqueEmail(`endereco-${host.replace(/\W/g, '')}`);
      const password = 'senha-do-endereco-1';

      await page.goto(`${address}/auth?mode=signup`);
      const signUp = page.getByRole('form', { name: 'Criar conta' });
      await signUp.getByLabel('Nome').fill('Rui Alves');
      await signUp.getByLabel('E-mail').fill(email);
      await signUp.getByLabel('Senha', { exact: true }).fill(password);
      await signUp.getByLabel('Confirme a senha').fill(password);
      await signUp.getByRole('button', { name: 'Criar conta' }).click();
      await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible();
      await expect(page.getByText('Origem da requisição não permitida')).toBeHidden();

      // Confirm the address outside this page, so the page signs in through its own form.
      const mail = await waitForMail(email, /Confirme o seu e-mail/);
      const verify = await request.get(linkIn(mail, /https?:\/\/\S+\/api\/auth\/verify-email\S+/), {
        maxRedirects: 0,
      });
      expect(verify.status()).toBe(302);

      await page.goto(`${address}/auth`);
      await signInThroughForm(page, email, password);
      // A signed-in request of our own API from this address (accepting the terms) goes through.
      await expect(page.getByRole('heading', { name: 'Antes de continuar' })).toBeVisible();
      await page.getByLabel('Li e aceito: Termos de Uso').check();
      await page.getByLabel('Li e aceito: Política de Privacidade').check();
      await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
      await expect(page.getByRole('heading', { name: 'Antes de continuar' })).toBeHidden();
      await expect(page).not.toHaveURL(/\/auth/);
      expect(new URL(page.url()).host).toBe(new URL(address).host);
      const sessions = await page.request.get(`${address}/api/v1/me/sessions`);
      expect(sessions.status()).toBe(200);
    });
  }
});
