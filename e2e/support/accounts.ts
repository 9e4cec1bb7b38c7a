import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'eventos123';
export const DEMO_ADMIN = 'ana@eventos.demo';
export const DEMO_USER = 'joao@eventos.demo';

interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: the e2e global setup starts the SMTP peer');
  return url;
}

/** Waits for the newest mail to `to` whose subject matches, from the SMTP peer's mailbox. */
export async function waitForMail(to: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${mailboxUrl()}/messages`)).json()) as CapturedMail[];
        found = all.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as CapturedMail;
}

export function linkIn(mail: CapturedMail, pattern: RegExp): string {
  const link = mail.text.match(pattern)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in:\n${mail.text}`);
  return link;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** A confirmed account made through the API and the confirmation mail (not signed in afterwards). */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  opts: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = opts.email ?? uniqueEmail('pessoa');
  const password = opts.password ?? 'senha-de-teste-1';
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: opts.name ?? 'Pessoa Teste', email, password, callbackURL: '/auth' },
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(email, /Confirme o seu e-mail/);
  const verify = await request.get(linkIn(mail, /https?:\/\/\S+\/api\/auth\/verify-email\S+/), {
    maxRedirects: 0,
  });
  expect(verify.status()).toBe(302);
  return { email, password };
}

/** Signs in through the /auth form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the API in this page's browser context (cookie set), for tests about other things. */
export async function signInQuickly(page: Page, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}
