import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';

/** Rafael (demo organiser). */
const ORGANISER = 'rafael@eventos.demo';
/** A small solid PNG (32 × 18). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWMwXlVOU8QwasGq0SAqH01FxqMZrXy0qDAeLU1X0bbCAQDLov0fi6TKgwAAAABJRU5ErkJggg==',
  'base64',
);

test('a private event shows its cover to the organiser and to nobody else', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInQuickly(page, origin, ORGANISER);
  const start = new Date(Date.now() + 10 * 86_400_000);
  const created = await page.request.post('/api/v1/events', {
    headers: { origin },
    data: {
      name: `Jantar Reservado ${randomUUID().slice(0, 6)}`,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.example.test/jantar',
      summary: 'Só para convidados',
      description: '<p>Jantar.</p>',
      tags: [],
      visibility: 'private',
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string; name: string };
  const upload = await page.request.put(`/api/v1/events/${event.id}/cover`, {
    headers: { origin },
    multipart: { file: { name: 'capa.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { imagePath } = (await upload.json()) as { imagePath: string };

  // The page's <img> carries the session cookie (same origin), so the organiser sees the cover.
  await page.goto(`/events/${event.slug}`);
  const cover = page.getByRole('img', { name: event.name });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const visitor = await browser.newContext({ baseURL: origin });
  try {
    const res = await visitor.request.get(`/uploads/${imagePath}`);
    expect(res.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});
