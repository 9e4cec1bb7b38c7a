import { THEME_CUSTOM_ENABLED_STORAGE_KEY } from '@eventos/domain';
import puppeteer from 'puppeteer-core';

/** The demo administrator (apps/server/src/db/seed/demo-accounts.ts). */
const ADMIN = { email: 'ana@eventos.demo', password: 'eventos123' };
/** Where the web app keeps the last custom theme it applied (apps/web/src/lib/theme/custom-theme-cache.ts). */
const CACHE_KEY = 'eventos-custom-theme';

async function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const res = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs the demo administrator in and selects the seeded theme `name`, as the admin page would. */
export async function selectSeededTheme(baseUrl: string, name: string): Promise<void> {
  const signIn = await call(baseUrl, '/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = (await (await call(baseUrl, '/api/v1/admin/themes', { cookie })).json()) as {
    items: { id: string; name: string }[];
  };
  const theme = list.items.find((t) => t.name === name);
  if (!theme) throw new Error(`no seeded theme named ${name}`);
  await call(baseUrl, `/api/v1/admin/themes/${theme.id}/select`, { method: 'POST', cookie });
}

/**
 * Turns the custom-theme switch on in the browser listening on `port` (a visitor who chose the
 * admin's theme) and waits until the app has fetched and kept the theme, so the audited load paints
 * it from the first frame, as a returning visitor's would; the HTTP cache and the service worker go.
 */
export async function switchCustomThemeOn(baseUrl: string, port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/events', baseUrl).toString(), { waitUntil: 'load' });
    await page.evaluate((key) => localStorage.setItem(key, 'true'), THEME_CUSTOM_ENABLED_STORAGE_KEY);
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(
      (key) =>
        Boolean((JSON.parse(localStorage.getItem(key) ?? 'null') as { theme?: unknown } | null)?.theme),
      { timeout: 15_000 },
      CACHE_KEY,
    );
    // Everything else as Lighthouse's own reset leaves it: no HTTP cache, no service worker, so the
    // audited load is as cold as the others but for local storage.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
  } finally {
    await page.close();
    browser.disconnect();
  }
}
