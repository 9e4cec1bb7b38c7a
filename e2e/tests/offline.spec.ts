import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { publishOnlineEvent, rsvpByApi } from '../support/events.ts';
import { freshPerson } from '../support/fresh-person.ts';

/**
 * Issue 20 without signal: a person's saved event, its ticket QR and /participating open with the
 * network cut; an RSVP made offline waits in the sync queue and is applied once when the network
 * returns, and sending that same request three more times with its Idempotency-Key changes
 * nothing; at the door, the organiser checks a ticket in against the downloaded list while offline
 * and it reaches the server on reconnect. Looked at in pt-BR and Arabic, on a phone and a desktop.
 */
const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

/** Waits until the service worker controls the page (it precaches the app before it activates). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

interface QueuedRow {
  path: string;
  method: string;
  idempotencyKey: string;
  state: string;
}

/** The sync queue as IndexedDB holds it, read with the browser's own API. */
function syncQueue(page: Page): Promise<QueuedRow[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedRow[]>((resolve, reject) => {
        const open = indexedDB.open('EventosOfflineDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('syncQueue').objectStore('syncQueue').getAll();
          read.onsuccess = () => {
            resolve(read.result as QueuedRow[]);
            db.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

test('a saved event, its ticket and /participating open offline; an RSVP made offline is applied exactly once', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const organiser = await freshPerson(browser, base, testInfo, 'Olga', 'Prado', { worker: true });
  const attendee = await freshPerson(browser, base, testInfo, 'Ivo', 'Sales', { worker: true });
  const suffix = Date.now().toString(36);
  const saved = await publishOnlineEvent(organiser.page, base, `Choro na Varanda ${suffix}`, {
    capacity: 20,
  });
  const later = await publishOnlineEvent(organiser.page, base, `Sarau sem Sinal ${suffix}`, { capacity: 20 });
  const page = attendee.page;

  try {
    const code = await rsvpByApi(page, base, saved.id);

    // Online: /participating keeps the upcoming event (with its ticket) on the device.
    await page.goto('/participating');
    await controlledByWorker(page);
    const card = page.getByRole('article', { name: `Choro na Varanda ${suffix}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Ver ingresso' }).click();
    const ticket = page.getByRole('dialog', { name: `Choro na Varanda ${suffix}` });
    await expect(ticket.getByText('Salvo para usar sem conexão')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');

    // The other event's page is open when the signal goes.
    await page.goto(`/events/${later.slug}`);
    const going = page.getByRole('button', { name: 'Vou', exact: true });
    await expect(going).toBeVisible({ timeout: 30_000 });
    await goOffline(attendee.context, page);
    await expect(
      page.getByText('Você está sem conexão. Mostrando o que está salvo neste aparelho.'),
    ).toBeVisible();
    await going.click();
    await expect(page.getByText('Sem conexão. Vamos enviar quando a conexão voltar.')).toBeVisible();
    await expect(page.getByText('Aguardando conexão').first()).toBeVisible();
    await expect(page.getByText('1 ação aguardando conexão')).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'offline-rsvp-queued-pt-BR') });
    const queued = await syncQueue(page);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'PUT', path: `/api/v1/events/${later.id}/attendance` });

    // Still offline: /participating, the saved event's page and its ticket QR open.
    await page.goto('/participating');
    await expect(page.getByText('Sem conexão: mostrando os eventos salvos neste aparelho.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Ver ingresso' }).click();
    await expect(ticket.getByTestId('ticket-code')).toHaveText(code);
    await expect(ticket.getByRole('img', { name: new RegExp(code) })).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: shot(testInfo, 'offline-ticket-pt-BR') });
    await page.keyboard.press('Escape');

    await page.goto(`/events/${saved.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Choro na Varanda ${suffix}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^Salvo em /)).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'offline-event-pt-BR') });

    // The signal returns: the queued RSVP is sent, once.
    await attendee.context.setOffline(false);
    await expect(async () => {
      const answer = await page.request.get(`/api/v1/events/${later.id}/attendance`);
      const body = (await answer.json()) as { mine: { status: string } | null; counts: { going: number } };
      expect(body.mine?.status).toBe('going');
      expect(body.counts.going).toBe(1);
    }).toPass({ timeout: 30_000 });
    await expect.poll(async () => (await syncQueue(page)).length, { timeout: 15_000 }).toBe(0);

    // The same request three more times, at once, with its key: the first answer, nothing changed.
    const replays = await Promise.all(
      [0, 1, 2].map(() =>
        page.request.put(queued[0]?.path ?? '', {
          headers: { origin: base, 'Idempotency-Key': queued[0]?.idempotencyKey ?? '' },
        }),
      ),
    );
    for (const replay of replays) {
      expect(replay.status(), await replay.text()).toBe(200);
      expect(replay.headers()['idempotent-replayed']).toBe('true');
    }
    const after = await page.request.get(`/api/v1/events/${later.id}/attendance`);
    expect(((await after.json()) as { counts: { going: number } }).counts.going).toBe(1);

    // Arabic, offline: the translations come from the worker's cache.
    await page.goto('/participating?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await goOffline(attendee.context, page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: shot(testInfo, 'offline-participating-ar') });
    await attendee.context.setOffline(false);
  } finally {
    for (const event of [saved, later]) {
      await organiser.page.request
        .delete(`/api/v1/events/${event.id}`, { headers: { origin: base } })
        .catch(() => undefined);
    }
    await attendee.context.close();
    await organiser.context.close();
  }
});

test('the door screen checks a ticket in offline against the downloaded list and syncs it on reconnect', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const organiser = await freshPerson(browser, base, testInfo, 'Dora', 'Porto', { worker: true });
  const attendee = await freshPerson(browser, base, testInfo, 'Caio', 'Lima', { worker: true });
  const suffix = Date.now().toString(36);
  const event = await publishOnlineEvent(organiser.page, base, `Baile da Porta ${suffix}`, { capacity: 20 });
  const page = organiser.page;

  try {
    const code = await rsvpByApi(attendee.page, base, event.id);
    await page.goto(`/events/${event.id}/live`);
    await controlledByWorker(page);
    await expect(page.getByText('Lista baixada — check-in funciona sem conexão (1 pessoa)')).toBeVisible({
      timeout: 30_000,
    });

    await goOffline(organiser.context, page);
    const input = page.getByRole('textbox', { name: 'Ou digite o código' });
    await input.fill(code.toLowerCase());
    await input.press('Enter');
    const answer = page.getByTestId('check-in-answer');
    await expect(answer).toHaveAttribute('data-result', 'accepted');
    await expect(answer).toContainText('Caio Lima');
    await expect(page.getByText('Será sincronizado quando a conexão voltar')).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'offline-door-pt-BR') });
    await expect(answer).toBeHidden({ timeout: 5_000 });

    // The same code again, still offline: already in.
    await input.fill(code);
    await input.press('Enter');
    await expect(answer).toHaveAttribute('data-result', 'already_checked_in');
    await expect(answer).toBeHidden({ timeout: 5_000 });

    await organiser.context.setOffline(false);
    await expect(async () => {
      const counts = await attendee.page.request.get(`/api/v1/events/${event.id}/attendance`);
      const body = (await counts.json()) as { mine: { checkedInAt: string | null } | null };
      expect(body.mine?.checkedInAt).toBeTruthy();
    }).toPass({ timeout: 30_000 });
  } finally {
    await page.request
      .delete(`/api/v1/events/${event.id}`, { headers: { origin: base } })
      .catch(() => undefined);
    await attendee.context.close();
    await organiser.context.close();
  }
});
