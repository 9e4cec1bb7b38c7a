import type { EventDetail, EventInputBody, EventListResponse, Problem } from '@eventos/domain';
import type { App } from '../../../app.ts';
import { type SignedInUser, TEST_ORIGIN } from '../../../test/auth-session.ts';

const DAY = 86_400_000;

/** A valid body of POST /api/v1/events, a week ahead, online unless a venue is given. */
export function eventBody(overrides: Partial<EventInputBody> = {}): EventInputBody {
  const start = new Date(Date.now() + 7 * DAY);
  return {
    name: 'Roda de Samba no Parque',
    category: 'arts_culture',
    startDatetime: start.toISOString(),
    endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    eventType: 'online',
    accessLink: 'https://meet.example.test/roda',
    summary: 'Samba ao vivo',
    description: '<p>Traga sua <strong>cadeira</strong>.</p>',
    tags: ['samba', 'ao vivo'],
    publish: true,
    ...overrides,
  };
}

export type ApiAnswer = { res: Response; body: EventDetail & EventListResponse & Omit<Problem, 'status'> };

/** Calls the API as `user` (or a visitor), JSON in and out. */
export function eventsApi(app: App) {
  return async (
    path: string,
    init: RequestInit & { json?: unknown } = {},
    user?: SignedInUser,
  ): Promise<ApiAnswer> => {
    const { json, ...rest } = init;
    const headers: Record<string, string> = { ...(user?.headers ?? { origin: TEST_ORIGIN }) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return { res, body: (text ? JSON.parse(text) : undefined) as ApiAnswer['body'] };
  };
}
