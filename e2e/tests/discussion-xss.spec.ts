import { expect, type Page, test } from '@playwright/test';
import { XSS_PAYLOADS } from '../../apps/server/src/test/xss-payloads.ts';
import { DEMO_ADMIN, signInQuickly } from '../support/accounts.ts';
import { freshPerson } from '../support/fresh-person.ts';
import { watchForXss } from '../support/xss-watch.ts';

/**
 * Issue 19: the 200 payloads written as comments (packed, up to the 2000-character limit) and as
 * report details (up to 1000), on an event whose name is itself a payload. None runs and the CSP
 * reports nothing on the event page, in the mentioned person's notification panel, or in the
 * administrators' reports queue.
 */
const DAY = 86_400_000;
/** Comments one person may write a minute. */
const PER_PERSON = 5;

/** The payloads joined by new lines into texts of at most `max` characters. */
function pack(payloads: readonly string[], max: number, prefix: string): string[] {
  const texts: string[] = [];
  let current = prefix;
  for (const payload of payloads) {
    if (current.length + payload.length + 1 > max) {
      texts.push(current);
      current = prefix;
    }
    current += `\n${payload}`;
  }
  if (current !== prefix) texts.push(current);
  return texts;
}

async function post(page: Page, base: string, path: string, data: unknown, status = 201) {
  const res = await page.request.post(path, { headers: { origin: base }, data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as { id: string };
}

test('200 payloads in comments and report details never run on the event page, the panel or the queue', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same text on every screen size: desktop is enough');
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const writers = await Promise.all(
    ['Xenia', 'Yago', 'Zuleica'].map((first) => freshPerson(browser, base, testInfo, first, 'Teste')),
  );
  const reporters = await Promise.all(
    ['Rui', 'Rosa'].map((first) => freshPerson(browser, base, testInfo, first, 'Denúncia')),
  );
  const [organiser] = writers;
  const [mentioned] = reporters;
  if (!organiser || !mentioned) throw new Error('no people');
  const admin = await browser.newContext({ baseURL: base });
  const adminPage = await admin.newPage();
  await signInQuickly(adminPage, base, DEMO_ADMIN);

  const start = new Date(Date.now() + 12 * DAY);
  const event = (await post(organiser.page, base, '/api/v1/events', {
    name: `Xss ${stamp} <img src=x onerror="__xss(900)">`,
    category: 'other',
    startDatetime: start.toISOString(),
    endDatetime: new Date(start.getTime() + 3_600_000).toISOString(),
    eventType: 'online',
    accessLink: 'https://meet.eventos.demo/xss',
    summary: 'Conversa de teste.',
    publish: true,
  })) as { id: string; slug: string };

  const comments: string[] = [];
  try {
    // Every payload as comment text, the first one mentioning the reporter (who is notified).
    const texts = pack(XSS_PAYLOADS, 1900, `@${mentioned.username} ${stamp}`);
    for (const [i, body] of texts.entries()) {
      const writer = writers[Math.floor(i / PER_PERSON)];
      if (!writer) throw new Error('more comments than writers may write in a minute');
      comments.push((await post(writer.page, base, `/api/v1/events/${event.id}/comments`, { body })).id);
    }
    // Every payload as report details, spread over the comments and the two reporters.
    const details = pack(XSS_PAYLOADS, 990, stamp);
    for (const [i, text] of details.entries()) {
      const reporter = reporters[i % reporters.length];
      const comment = comments[Math.floor(i / reporters.length) % comments.length];
      if (!reporter || !comment) throw new Error('nobody to report or nothing to report');
      await post(reporter.page, base, '/api/v1/reports', {
        targetType: 'comment',
        targetId: comment,
        reason: 'other',
        details: text,
      });
    }

    // The event page with every comment.
    const watched = await watchForXss(mentioned.page);
    await mentioned.page.goto(`/events/${event.slug}#comments`);
    const section = mentioned.page.getByRole('main').getByRole('region', { name: /^Comentários/ });
    await expect(section.getByRole('article')).toHaveCount(comments.length, { timeout: 30_000 });
    await expect(
      section.getByText('<script>window.__xss&&window.__xss(0),alert(0)</script>', { exact: false }).first(),
    ).toBeVisible();
    expect(await watched.csp()).toEqual([]);

    // The mention in the notification panel (the event's name is a payload too).
    await mentioned.page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = mentioned.page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel.getByText('mencionou você', { exact: false }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(panel.getByText('onerror="__xss(900)"', { exact: false }).first()).toBeVisible();
    expect(await watched.csp()).toEqual([]);
    expect(watched.ran).toEqual([]);

    // The reports queue, where the comments and the details are shown to the administrators.
    const adminWatch = await watchForXss(adminPage);
    await adminPage.goto('/admin/event-reports?status=open&type=comment');
    const cards = adminPage.getByRole('main').getByRole('article').filter({ hasText: stamp });
    await expect(cards).toHaveCount(comments.length, { timeout: 30_000 });
    const more = adminPage.getByRole('button', { name: 'ver mais' });
    while ((await more.count()) > 0) await more.first().click();
    await expect(cards.getByText('<svg onload=window.__xss', { exact: false }).first()).toBeVisible();
    expect(await adminWatch.csp()).toEqual([]);
    expect(adminWatch.ran).toEqual([]);
  } finally {
    // The reports are dismissed, so the queue holds only what people reported.
    for (const targetId of comments)
      await adminPage.request.post('/api/v1/admin/reports/actions', {
        headers: { origin: base },
        data: { targetType: 'comment', targetId, action: 'dismiss', note: 'Teste automático de segurança.' },
      });
    await organiser.page.request.delete(`/api/v1/events/${event.id}`, { headers: { origin: base } });
    await Promise.all([...writers, ...reporters].map((p) => p.context.close()));
    await admin.close();
  }
});
