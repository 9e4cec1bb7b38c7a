import type { FellowAttendee, FellowAttendeesResponse } from '@eventos/domain';
import { jsonResponse, problemResponse } from '../../../../../test/http.ts';

/** What the fake "who else is going" API holds; tests change it or read what was asked. */
export interface FakeFellows {
  /** Everyone going who shows their name, in order of arrival. */
  people: FellowAttendee[];
  /** Everyone going who hides it. */
  hidden: number;
  viewerShown: boolean;
  /** Answers every read instead (a 403, a 500…). */
  reply: (() => Response) | null;
  /** The cursor of each read, null for the first page. */
  reads: (string | null)[];
}

export function fakeFellows(overrides: Partial<FakeFellows> = {}): FakeFellows {
  return { people: [], hidden: 0, viewerShown: true, reply: null, reads: [], ...overrides };
}

/** A person going, by first name: ana → "Ana Lima", @ana.lima, no photo. */
export function fellow(first: string, overrides: Partial<FellowAttendee> = {}): FellowAttendee {
  const n = [...first].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % 0xffff;
  return {
    userId: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    name: `${first[0]?.toUpperCase()}${first.slice(1)} Lima`,
    username: `${first}.lima`,
    avatarUrl: null,
    ...overrides,
  };
}

/** GET /events/{id}/fellow-attendees as the API answers it: keyset pages (the cursor is an index). */
export function answerFellows(fake: FakeFellows, url: URL): Response {
  const cursor = url.searchParams.get('cursor');
  fake.reads.push(cursor);
  if (fake.reply) return fake.reply();
  const limit = Number(url.searchParams.get('limit') ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    return problemResponse(400, { title: 'Requisição inválida', code: 'request.invalid' });
  const start = cursor ? Number(cursor) : 0;
  const items = fake.people.slice(start, start + limit);
  const body: FellowAttendeesResponse = {
    items,
    nextCursor: start + limit < fake.people.length ? String(start + limit) : null,
    shown: fake.people.length,
    hidden: fake.hidden,
    viewerShown: fake.viewerShown,
  };
  return jsonResponse(body);
}
