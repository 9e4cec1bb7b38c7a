import type {
  AttendanceStatus,
  DoorList,
  EventAttendance,
  EventCard,
  EventDetail,
  MyAttendance,
} from '@eventos/domain';
import { makeEventDetail } from '../../../features/events/components/detail/testing/event-detail-fixture.ts';
import { ticketCodeHash } from '../door-list.ts';

/** Two people signed in on the same device, one after the other. */
export const JOANA = '00000000-0000-4000-8000-0000000000a1';
export const PEDRO = '00000000-0000-4000-8000-0000000000b2';

let sequence = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** One event as the API knows it for the person asking: its detail, their attendance, its door list. */
export interface FakeEvent {
  detail: EventDetail;
  attendance: EventAttendance;
  doorList?: DoorList;
  /** On the person's upcoming list (/me/participating), on their organised list, or both. */
  participating: boolean;
  organizing: boolean;
}

/** The card GET /events and the lists answer for an event. */
export function cardOf(detail: EventDetail): EventCard {
  const { location } = detail;
  return {
    id: detail.id,
    slug: detail.slug,
    name: detail.name,
    summary: detail.summary,
    startDatetime: detail.startDatetime,
    endDatetime: detail.endDatetime,
    category: detail.category,
    visibility: detail.visibility,
    imagePath: detail.imagePath,
    views: detail.views,
    eventType: detail.eventType,
    isPaid: detail.isPaid,
    priceMinCents: detail.priceMinCents,
    priceMaxCents: detail.priceMaxCents,
    isDraft: detail.publishedAt === null,
    cancelledAt: detail.cancelledAt,
    location: location
      ? {
          id: location.id,
          name: location.name,
          city: location.city,
          state: location.state,
          latitude: location.latitude,
          longitude: location.longitude,
        }
      : null,
  };
}

/** An event the person goes to (a ticket unless `mine` says otherwise). */
export function goingEvent(
  name: string,
  options: { startDatetime?: string; mine?: Partial<MyAttendance> | null; interested?: boolean } = {},
): FakeEvent {
  const id = uuid('00000000');
  const detail = makeEventDetail({
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    imagePath: `events/${id}/capa-1280.webp`,
    startDatetime: options.startDatetime ?? '2026-03-14T22:00:00.000Z',
    endDatetime: null,
  });
  const mine =
    options.mine === null
      ? null
      : {
          id: uuid('20000000'),
          status: 'going' as const,
          ticketCode: 'K7M2Q9XPLT',
          waitlistPosition: null,
          checkedInAt: null,
          createdAt: '2026-02-01T12:00:00.000Z',
          ...options.mine,
        };
  return {
    detail,
    attendance: {
      eventId: id,
      counts: { going: 1, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null },
      mine,
      interested: options.interested ?? false,
      rsvp: { open: true, closedReason: null, deadline: null },
      accessLink: null,
    },
    participating: true,
    organizing: false,
  };
}

/** One person on a door list, with the ticket code the fake hashes for it. */
export interface DoorPerson {
  name: string;
  code: string;
  status?: AttendanceStatus;
  attendanceId?: string;
}

/** A door list as the server answers it: each code hashed as sha-256 of `${eventId}:${code}`. */
export async function makeDoorList(eventId: string, people: DoorPerson[]): Promise<DoorList> {
  return {
    eventId,
    generatedAt: '2026-03-14T20:00:00.000Z',
    attendees: await Promise.all(
      people.map(async (person) => ({
        attendanceId: person.attendanceId ?? uuid('30000000'),
        name: person.name,
        username: null,
        avatarUrl: null,
        status: person.status ?? 'going',
        checkedInAt: person.status === 'checked_in' ? '2026-03-14T21:00:00.000Z' : null,
        codeHash: await ticketCodeHash(eventId, person.code),
      })),
    ),
  };
}

/** An event the person organises (on the organised list, `isOwner`), with a door list. */
export async function organisedEvent(name: string, people: DoorPerson[]): Promise<FakeEvent> {
  const event = goingEvent(name, { mine: null });
  event.detail = { ...event.detail, isOwner: true, capacity: 50 };
  event.attendance = {
    ...event.attendance,
    counts: {
      ...event.attendance.counts,
      going: people.length,
      interested: 7,
      capacity: 50,
    },
  };
  event.doorList = await makeDoorList(event.detail.id, people);
  event.participating = false;
  event.organizing = true;
  return event;
}

export interface FakeOfflineApi {
  /** Each person's events, as the API answers them to that person. */
  events: Map<string, FakeEvent[]>;
  /** Whose cookie the requests carry. */
  userId: string;
  /** The server cannot be reached at all. */
  offline: boolean;
  /** Items per page of the two lists. */
  pageSize: number;
  /** Every request, as `METHOD /path?query`. */
  requests: string[];
  /** Answers a path with this instead of the fake (a 500, a broken body). */
  override: (path: string) => Response | undefined;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

function page<T>(items: T[], url: URL, size: number): Response {
  const from = Number(url.searchParams.get('cursor') ?? 0);
  const next = from + size < items.length ? String(from + size) : null;
  return json({ items: items.slice(from, from + size), nextCursor: next });
}

/** The saved events' side of the API, for one person at a time; `answer` is a fetch handler. */
export function fakeOfflineApi(events: Record<string, FakeEvent[]>, userId = JOANA) {
  const api: FakeOfflineApi = {
    events: new Map(Object.entries(events)),
    userId,
    offline: false,
    pageSize: 50,
    requests: [],
    override: () => undefined,
  };

  const answer = (url: URL, init?: RequestInit): Response => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    if (api.offline) throw new TypeError('Failed to fetch');
    const overridden = api.override(url.pathname);
    if (overridden) return overridden;
    const mine = api.events.get(api.userId) ?? [];
    const byStart = (list: FakeEvent[]) =>
      [...list].sort((a, b) => a.detail.startDatetime.localeCompare(b.detail.startDatetime));
    if (url.pathname.startsWith('/uploads/')) return new Response('image', { status: 200 });
    if (url.pathname === '/api/v1/me/participating')
      return page(
        byStart(mine.filter((e) => e.participating)).map((e) => ({
          event: cardOf(e.detail),
          attendance: e.attendance.mine,
          interested: e.attendance.interested,
        })),
        url,
        api.pageSize,
      );
    if (url.pathname === '/api/v1/me/organizing')
      return page(
        byStart(mine.filter((e) => e.organizing)).map((e) => ({
          event: cardOf(e.detail),
          counts: e.attendance.counts,
        })),
        url,
        api.pageSize,
      );
    const [, , , , key, sub] = url.pathname.split('/');
    const event = mine.find((e) => e.detail.id === key || e.detail.slug === key);
    const missing = json(
      { status: 404, title: 'x', code: 'event.not_found', detail: 'Evento não encontrado.' },
      404,
    );
    if (!event) return missing;
    if (!sub) return json(event.detail);
    if (sub === 'attendance') return json(event.attendance);
    if (sub === 'door-list')
      return event.doorList
        ? json(event.doorList)
        : json({ status: 403, title: 'x', code: 'auth.forbidden', detail: 'Acesso negado.' }, 403);
    return missing;
  };

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return answer(new URL(raw, 'http://localhost'), init);
  }) as typeof globalThis.fetch;

  return { api, answer, fetch };
}
