import { expect, test } from '@playwright/test';
import { XSS_PAYLOADS } from '../../apps/server/src/test/xss-payloads.ts';
import { signInQuickly } from '../support/accounts.ts';
import { watchForXss } from '../support/xss-watch.ts';

/** Camila (demo user) organises the payload events; they are removed at the end. */
const ORGANISER = 'camila@eventos.demo';
const DAY = 86_400_000;

test.describe('XSS in event texts', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML on every screen size: desktop is enough');

  test('200 payloads in name, summary, description and tags never run in the list, search or detail', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signInQuickly(page, baseURL ?? '', ORGANISER);
    const created: { id: string; slug: string }[] = [];
    const start = Date.now() + 30 * DAY;
    for (let i = 0; i < XSS_PAYLOADS.length; i += 4) {
      const [name = '', summary = '', description = '', tag = ''] = XSS_PAYLOADS.slice(i, i + 4);
      const at = new Date(start + i * 3_600_000);
      const res = await page.request.post('/api/v1/events', {
        headers: { origin: baseURL ?? '' },
        data: {
          name: `Xss ${name}`.slice(0, 120),
          category: 'other',
          startDatetime: at.toISOString(),
          endDatetime: new Date(at.getTime() + 3_600_000).toISOString(),
          eventType: 'online',
          accessLink: 'https://meet.eventos.demo/xss',
          summary,
          description: `${description}${tag}`,
          tags: [tag.slice(0, 30), name.slice(0, 30)],
          publish: true,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      created.push((await res.json()) as { id: string; slug: string });
    }
    try {
      const { ran, csp } = await watchForXss(page);
      await page.goto('/events?q=xss');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.goto('/search?q=xss');
      await expect(page.getByRole('article').first()).toBeVisible();
      for (const event of created) {
        await page.goto(`/events/${event.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Xss');
        expect(await csp(), event.slug).toEqual([]);
      }
      // The server-rendered head (meta tags, JSON-LD) of the same pages, without JavaScript.
      for (const event of created.slice(0, 10)) {
        const html = await (await page.request.get(`/events/${event.slug}`)).text();
        // Only the app's module script and the JSON-LD block are scripts; no payload tag is raw markup.
        expect(html.match(/<script\b/gi)).toHaveLength(2);
        expect(html).not.toMatch(
          /<(img|svg|iframe|video|source|input|details|object|embed|math|isindex|form|style|base)\b/i,
        );
      }
      expect(ran).toEqual([]);
    } finally {
      for (const event of created)
        await page.request.delete(`/api/v1/events/${event.id}`, { headers: { origin: baseURL ?? '' } });
    }
  });
});
