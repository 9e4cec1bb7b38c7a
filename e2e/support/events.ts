import { expect, type Page } from '@playwright/test';

const DAY = 86_400_000;

export interface PublishedEvent {
  id: string;
  slug: string;
}

/**
 * Publishes an online event through the API as the signed-in person of `page`, `daysAhead` days
 * from now for three hours; `extra` adds or replaces fields (capacity, category…).
 */
export async function publishOnlineEvent(
  page: Page,
  base: string,
  name: string,
  extra: Record<string, unknown> = {},
  daysAhead = 4,
): Promise<PublishedEvent> {
  const start = new Date(Date.now() + daysAhead * DAY);
  const created = await page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/sala',
      summary: 'Um encontro para quem gosta de música, com ingresso na porta.',
      publish: true,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as PublishedEvent;
}

/** Says "Vou" through the API as the person of `page`; answers their ticket code. */
export async function rsvpByApi(page: Page, base: string, eventId: string): Promise<string> {
  const answer = await page.request.put(`/api/v1/events/${eventId}/attendance`, {
    headers: { origin: base },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const code = ((await answer.json()) as { mine: { ticketCode: string } }).mine.ticketCode;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  return code;
}
