import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, type TestInfo, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { publishOnlineEvent } from '../support/events.ts';
import { freshPerson } from '../support/fresh-person.ts';

/**
 * Issue 20, the installable app: Chromium finds nothing missing for installation (manifest, icons,
 * service worker); shares from other apps and web+eventos links land on the right pages, and
 * anything else is refused. Looked at in pt-BR and Arabic, on a phone and a desktop.
 */
const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

interface Manifest {
  display: string;
  start_url: string;
  icons: { sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
  share_target: { action: string; method: string; params: Record<string, string> };
  protocol_handlers: { protocol: string; url: string }[];
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

test('the manifest and the service worker pass Chromium’s installability check', async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'installability does not depend on the screen');
  // A browser profile of its own: Chromium never offers installing from an incognito window, which
  // is what a test's ordinary context is.
  const profile = mkdtempSync(join(tmpdir(), 'eventos-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'pt-BR',
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href ?? '')).json()) as Manifest;
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable')).toBe(true);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Criar evento', '/events/create'],
      ['Meus eventos', '/participating'],
    ]);
    expect(manifest.share_target).toMatchObject({ action: '/share-target', method: 'GET' });
    expect(manifest.protocol_handlers).toEqual([{ protocol: 'web+eventos', url: '/protocol/%s' }]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('shares and web+eventos links open the page they name; anything else is refused', async ({
  browser,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const organiser = await freshPerson(browser, base, testInfo, 'Lia', 'Rocha', { worker: true });
  const page = organiser.page;
  const name = `Feira de Discos ${Date.now().toString(36)}`;
  const event = await publishOnlineEvent(page, base, name, {}, 5);

  try {
    // A link to one of our events, shared from another app: straight to the event.
    await page.goto(
      `/share-target?title=${encodeURIComponent(name)}&url=${encodeURIComponent(`${base}/events/${event.slug}`)}`,
    );
    await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Someone else's text: search for it, or start an event from it.
    const text = 'Encontro de colecionadores <b>de vinil</b> no sábado';
    await page.goto(`/share-target?title=${encodeURIComponent('Vinil')}&text=${encodeURIComponent(text)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compartilhado com o Eventos' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'share-target-pt-BR') });
    await page.getByRole('link', { name: 'Buscar eventos' }).click();
    await expect(page).toHaveURL(/\/events\?q=Vinil/);

    await page.goto(
      `/share-target?title=${encodeURIComponent('Vinil')}&text=${encodeURIComponent(text)}&lng=ar`,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'share-target-ar') });
    await page.goto('/events?lng=pt-BR');

    // web+eventos links, as the browser hands them over (the whole link, encoded).
    await page.goto(`/protocol/${encodeURIComponent(`web+eventos://event/${event.slug}`)}`);
    await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto(`/protocol/${encodeURIComponent(`web+eventos://user/${organiser.username}`)}`);
    await expect(page).toHaveURL(new RegExp(`/user/${organiser.username.replace('.', '\\.')}$`));

    for (const bad of [
      'web+eventos://evil.example/x',
      'javascript:alert(1)',
      'web+eventos://event/../../admin',
    ]) {
      await page.goto(`/protocol/${encodeURIComponent(bad)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Link não reconhecido' })).toBeVisible();
      await expect(page).toHaveURL(/\/protocol\//);
    }
    await page.screenshot({ path: shot(testInfo, 'protocol-refused-pt-BR') });
  } finally {
    await page.request
      .delete(`/api/v1/events/${event.id}`, { headers: { origin: base } })
      .catch(() => undefined);
    await organiser.context.close();
  }
});
