import { type EventDetail, type EventInput, type Location, type MyGroup, slugify } from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { ACCESSIBILITY_OPTIONS } from '../../locations/testing/location-fixture.ts';
import { makeEventDetail } from './event-detail-fixture.ts';

type Answer = Response | Promise<Response>;

export interface FakeEventsApi {
  /** Events by id, as GET /api/v1/events/{id} answers. */
  events: Map<string, EventDetail>;
  /** Maria's venues and the public ones (the search matches names). */
  own: Location[];
  public: Location[];
  /** The groups Maria owns or organises (GET /me/groups?role=manager); none by default. */
  groups: MyGroup[];
  /** Reply for POST and PATCH (default: saved, a slug from the name). */
  save: (input: EventInput) => Answer | undefined;
  /** Reply for PUT cover (default: stored). */
  cover: () => Answer | undefined;
  /** Bodies POST and PATCH received, and every call as 'METHOD /path'. */
  saved: EventInput[];
  calls: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = {
  title: 'Evento não encontrado.',
  code: 'event.not_found',
  detail: 'Evento não encontrado.',
};

/** Replaces fetch with an in-memory events API (one event, save, cover, cancel, delete) and venues. */
export function fakeEventsApi(
  init: Partial<Pick<FakeEventsApi, 'own' | 'public' | 'groups'>> & { events?: EventDetail[] } = {},
) {
  const api = {
    events: new Map((init.events ?? []).map((event) => [event.id, event])),
    own: init.own ?? [],
    public: init.public ?? [],
    groups: init.groups ?? [],
    save: () => undefined,
    cover: () => undefined,
    saved: [],
    calls: [],
  } as unknown as FakeEventsApi;

  api.fetch = stubFetch(async (url, request) => {
    const method = request?.method ?? 'GET';
    const path = url.pathname;
    api.calls.push(`${method} ${path}`);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    if (path === '/api/v1/selection-options') return jsonResponse({ items: ACCESSIBILITY_OPTIONS });
    if (path === '/api/v1/locations' && method === 'GET') return jsonResponse({ items: api.own });
    if (path === '/api/v1/me/groups')
      return url.searchParams.get('role') === 'manager'
        ? jsonResponse({ items: api.groups, nextCursor: null })
        : problemResponse(400, { title: 'Valor inválido.', code: 'validation.invalid' });
    if (path === '/api/v1/locations/public')
      return jsonResponse({ items: api.public.filter((l) => l.name.toLowerCase().includes(q)) });
    const [, , , , id, action] = path.split('/');
    const event = id ? api.events.get(id) : undefined;
    if (path === '/api/v1/events' && method === 'POST') return saveEvent(api, request, null);
    if (!id || !event) return problemResponse(404, NOT_FOUND);
    if (action === 'cover') {
      if (method === 'DELETE') return remember(api, { ...event, imagePath: null });
      const reply = api.cover();
      if (reply) return reply;
      return remember(api, { ...event, imagePath: `events/${event.id}/capa-1280.webp` });
    }
    if (action === 'cancel') return remember(api, { ...event, cancelledAt: '2027-01-01T12:00:00.000Z' });
    if (method === 'GET') return jsonResponse(event);
    if (method === 'PATCH') return saveEvent(api, request, event);
    if (method === 'DELETE') {
      api.events.delete(event.id);
      return new Response(null, { status: 204 });
    }
    return problemResponse(404, NOT_FOUND);
  });
  return api;
}

function remember(api: FakeEventsApi, event: EventDetail): Response {
  api.events.set(event.id, event);
  return jsonResponse(event);
}

async function saveEvent(api: FakeEventsApi, request: RequestInit | undefined, before: EventDetail | null) {
  const input = JSON.parse(String(request?.body)) as EventInput;
  api.saved.push(input);
  const reply = api.save(input);
  if (reply) return reply;
  const { publish, locationId: _venue, groupId, ...fields } = input;
  const group = api.groups.find((g) => g.id === groupId);
  const saved = makeEventDetail({
    ...(before ?? { id: '40000000-0000-4000-8000-000000000777', imagePath: null, location: null }),
    ...fields,
    ...(group
      ? { organizer: { type: 'group', id: group.id, slug: group.slug, name: group.name, logoPath: null } }
      : groupId === null
        ? { organizer: makeEventDetail().organizer }
        : {}),
    slug: slugify(input.name),
    status: publish ? 'published' : 'draft',
    publishedAt: publish ? '2027-01-01T12:00:00.000Z' : null,
  });
  api.events.set(saved.id, saved);
  return jsonResponse(saved, { status: before ? 200 : 201 });
}
