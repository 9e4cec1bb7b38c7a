import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

const ARABIC = /[\u0600-\u06FF]/;

/** The first screen and, scrolled, the categories and how-it-works sections. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = (part: string) => join(SCREENSHOTS_DIR, `${name}-${part}-${test.info().project.name}.png`);
  await page.screenshot({ path: file('top') });
  await page.locator('#home-categories').scrollIntoViewIfNeeded();
  await page.screenshot({ path: file('categories') });
}

/** Each public page, its pt-BR heading, a piece of its real content and its document title. */
const PAGES = [
  { path: '/about', heading: 'Sobre o Eventos', text: 'Código aberto', title: 'Sobre o Eventos · Eventos' },
  {
    path: '/help',
    heading: 'Ajuda',
    text: 'Preciso de uma conta para ver os eventos?',
    title: 'Ajuda · Eventos',
  },
  {
    path: '/contact',
    heading: 'Contato',
    text: 'Todos os campos são obrigatórios.',
    title: 'Contato · Eventos',
  },
  {
    path: '/terms',
    heading: 'Termos de Uso',
    text: 'Versão 1.0.0 · em vigor desde 20 de março de 2024',
    title: 'Termos de Uso · Eventos',
  },
  {
    path: '/privacy',
    heading: 'Política de Privacidade',
    text: 'Versão 1.0.0 · em vigor desde 19 de março de 2024',
    title: 'Política de Privacidade · Eventos',
  },
  {
    path: '/cookies',
    heading: 'Política de Cookies',
    text: 'i18nextLng: o idioma que você escolheu;',
    title: 'Política de Cookies · Eventos',
  },
  {
    path: '/offline',
    heading: 'Você está sem conexão',
    text: 'Tentar novamente',
    title: 'Você está sem conexão · Eventos',
  },
];

test.describe('public site (pt-BR)', () => {
  test('the landing page says what Eventos is, lists upcoming events and the categories', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontre, participe e organize eventos no Brasil' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explorar eventos' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('link', { name: 'Criar conta grátis' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    // Other specs create events meanwhile (two workers): the page shows upcoming events the API
    // still lists among its first six, read after the page asked.
    const api = (await (await request.get('/api/v1/events?limit=6')).json()) as { items: { name: string }[] };
    if (api.items.length > 0)
      await expect
        .poll(async () => {
          for (const { name } of api.items)
            if (await page.getByRole('link', { name }).first().isVisible()) return true;
          return false;
        })
        .toBe(true);
    await expect(page.getByRole('heading', { name: 'Eventos para todos os interesses' })).toBeVisible();
    // The categories section's own item (an upcoming event's category chip may say it too).
    await expect(page.getByRole('listitem').filter({ hasText: /^Arte e Cultura$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible();
    await expect(page).toHaveTitle('Eventos');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /plataforma aberta de eventos/,
    );
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'landing-pt-BR');
  });

  for (const p of PAGES) {
    test(`${p.path} renders its content and title`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.getByText(p.text, { exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle(p.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
    });
  }

  test('the FAQ opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/help');
    const summary = page.locator('summary', { hasText: 'O Eventos é gratuito?' });
    const answer = page.getByText('Criar conta, participar e publicar eventos', { exact: false });
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });
});

test.describe('public site in Arabic', () => {
  const AR_HEADINGS = [
    { path: '/', heading: 'اكتشف الفعاليات في البرازيل وشارك فيها ونظّمها' },
    { path: '/about', heading: 'عن Eventos' },
  ];
  for (const { path, heading } of AR_HEADINGS) {
    test(`?lng=ar mirrors ${path} and shows Arabic`, async ({ page }) => {
      await page.goto(`${path}?lng=ar`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('main')).toContainText(ARABIC);
      if (path === '/') {
        await expect(page.getByRole('heading', { name: 'الفعاليات القادمة' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await screenshot(page, 'landing-ar');
      }
    });
  }
});

test.describe('contact form', () => {
  test('shows an error beside each bad field and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Nome').fill('M');
    await page.getByLabel('E-mail').fill('maria@');
    await page.getByLabel('Assunto').fill('Oi');
    await page.getByLabel('Mensagem').fill('curta');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeVisible();
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(page.getByText('O assunto deve ter pelo menos 3 caracteres.')).toBeVisible();
    await expect(page.getByText('A mensagem deve ter pelo menos 10 caracteres.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('M');
    await expect(page.getByLabel('E-mail')).toHaveValue('maria@');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Mensagem')).toHaveValue('curta');
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({
      path: join(SCREENSHOTS_DIR, `contact-errors-pt-BR-${test.info().project.name}.png`),
    });
  });

  test('sends a valid message and confirms it', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Nome').fill('Maria da Silva');
    await page.getByLabel('E-mail').fill('maria@exemplo.com.br');
    await page.getByLabel('Assunto').fill('Divulgar meu evento');
    await page.getByLabel('Mensagem').fill('Olá! Como faço para divulgar o meu evento na plataforma?');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact'));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText('Mensagem enviada!')).toBeVisible();
  });
});

test.describe('SEO files', () => {
  test('robots.txt and sitemap.xml are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/privacy</loc>');
    expect(xml).toMatch(/\/events\/[a-z0-9-]+<\/loc>/);
  });
});
