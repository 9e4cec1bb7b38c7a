import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { DEMO_USER, signInQuickly } from '../support/accounts.ts';

/**
 * Issue 15, web push in Chromium. Headless Chromium has no vendor push service, so the browser half
 * is followed up to PushManager.subscribe (made with the server's VAPID key) and the message shown
 * when the subscription fails; the server half, from a subscription to the decrypted message, is
 * proven against a local push service in apps/server/src/jobs/web-push-delivery.test.ts. A push
 * message delivered to the service worker through the DevTools protocol shows the notification, and
 * its click opens the routed path in the open window.
 */
test.skip(
  ({ browserName }) => browserName !== 'chromium',
  'service worker push through the DevTools protocol',
);
// Push and notifications belong to the whole browser: the headless shell the other specs use has
// neither (ADR 0019).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/** Records the calls the app makes to PushManager.subscribe (the browser's API, not our server). */
function recordSubscribeCalls(context: BrowserContext) {
  return context.addInitScript(() => {
    const w = window as unknown as { __subscribeKeys: string[] };
    w.__subscribeKeys = [];
    const original = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (options) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : (key as Uint8Array | undefined);
      const text = bytes ? btoa(String.fromCharCode(...bytes)) : String(key);
      w.__subscribeKeys.push(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
      return original.call(this, options);
    };
  });
}

async function openPanel(page: Page) {
  await page
    .getByRole('button', { name: /^Notificações/ })
    .first()
    .click();
}

async function workerScriptUrl(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return (registration?.active ?? registration?.waiting ?? registration?.installing)?.scriptURL;
  });
}

test('enabling push registers the service worker and subscribes with the server key, and says why it failed', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser size is enough for the push flow');
  const context = await browser.newContext({ permissions: ['notifications'], serviceWorkers: 'allow' });
  await recordSubscribeCalls(context);
  const page = await context.newPage();
  try {
    await signInQuickly(page, baseURL ?? '', DEMO_USER);
    await page.goto('/events');
    // The worker is registered on every visit (it keeps the app for offline use), but nothing
    // subscribes to push until the person asks for it.
    await expect.poll(() => workerScriptUrl(page), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
    expect(
      await page.evaluate(() => (window as unknown as { __subscribeKeys: string[] }).__subscribeKeys),
    ).toEqual([]);

    await openPanel(page);
    await page.getByRole('button', { name: 'Ativar notificações push' }).click();

    const publicKey = (await (await page.request.get('/api/v1/push/public-key')).json()).publicKey as string;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __subscribeKeys: string[] }).__subscribeKeys))
      .toEqual([publicKey]);
    // Without a vendor push service Chromium refuses the subscription: spec §8's registration error.
    await expect(page.getByText('Erro ao registrar push')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Ativar notificações push' })).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath('push-enable.png') });
  } finally {
    await context.close();
  }
});

test('a push message shows its notification, and its click opens the routed path', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser size is enough for the push flow');
  const base = baseURL ?? '';
  const context = await browser.newContext({ permissions: ['notifications'], serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await signInQuickly(page, base, DEMO_USER);
    await page.goto('/events');
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    // Push was enabled on this browser before (a registration is kept, permission granted): the
    // app registers its worker again by itself.
    await page.evaluate(() =>
      localStorage.setItem(
        'eventos-push-registration',
        JSON.stringify({
          id: '00000000-0000-4000-8000-000000000000',
          registeredAt: new Date().toISOString(),
        }),
      ),
    );
    await page.reload();
    await openPanel(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const scope = `${new URL(base).origin}/`;
    await expect.poll(() => registrations.get(scope)).toBeTruthy();

    const id = '3f0a6c1e-5b7d-4e2a-9c8f-1d2e3f4a5b6c';
    const path = '/events/roda-de-samba-no-largo';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(base).origin,
      registrationId: registrations.get(scope) ?? '',
      data: JSON.stringify({
        id,
        type: 'event_updated',
        title: 'Evento atualizado',
        body: 'Mudou de horário.',
        path,
        tag: id,
      }),
    });

    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        }));
      });
    await expect
      .poll(shown)
      .toEqual([{ title: 'Evento atualizado', body: 'Mudou de horário.', tag: id, data: { path } }]);

    // The click, as the browser dispatches it to the worker.
    const [worker] = context.serviceWorkers();
    expect(worker?.url()).toMatch(/\/sw\.js$/);
    await worker?.evaluate(async () => {
      // The worker's own globals (this code runs inside the service worker).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (notification)
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`${new URL(base).origin}${path}`);
    await expect.poll(shown).toEqual([]);
  } finally {
    await context.close();
  }
});
