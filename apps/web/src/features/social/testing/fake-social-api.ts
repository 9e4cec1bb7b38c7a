import type {
  EventAttendance,
  FriendSuggestion,
  GroupCard,
  PersonCard,
  Relationship,
  TimelineItem,
} from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { NO_RELATION } from './social-fixtures.ts';

interface WaitingRequest {
  person: PersonCard;
  requestedAt: string;
}

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeSocialApi {
  timeline: TimelineItem[];
  received: WaitingRequest[];
  sent: WaitingRequest[];
  friends: PersonCard[];
  /** Everyone people search may find. */
  people: PersonCard[];
  suggestions: FriendSuggestion[];
  following: PersonCard[];
  followedGroups: GroupCard[];
  /** Answers the next request to this path (as 'GET /api/v1/me/timeline') instead of the fake. */
  failures: Record<string, () => Response | Promise<Response>>;
  /** Every request as 'GET /api/v1/people?q=ana&limit=10'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

/** Pages of `limit` by a numeric cursor, like the API's keyset pages. */
function page<T>(items: T[], url: URL) {
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const end = start + Number(url.searchParams.get('limit') ?? 20);
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const matches = (q: string) => (p: PersonCard) =>
  !q || fold(`${p.name} ${p.username ?? ''}`).includes(fold(q));

function attendance(eventId: string, status: 'going' | null): EventAttendance {
  return {
    eventId,
    counts: { going: status ? 1 : 0, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null },
    mine: status
      ? {
          id: '00000000-0000-4000-8000-00000000a77e',
          status,
          ticketCode: 'K7M2Q9XPLT',
          waitlistPosition: null,
          checkedInAt: null,
          createdAt: new Date().toISOString(),
        }
      : null,
    interested: false,
    rsvp: { open: true, closedReason: null, deadline: null },
    accessLink: null,
  };
}

/**
 * Replaces fetch with the social API of the signed-in person (docs/decisions/0014-social.md): the
 * timeline, friend requests both ways, friends, people search, suggestions, following, followed
 * groups; answering, cancelling and following change what the lists say next; RSVP to an event.
 */
export function fakeSocialApi(initial: Partial<Omit<FakeSocialApi, 'fetch'>> = {}): FakeSocialApi {
  const api = {
    timeline: [],
    received: [],
    sent: [],
    friends: [],
    people: [],
    suggestions: [],
    following: [],
    followedGroups: [],
    failures: {},
    requests: [],
    ...initial,
  } as Omit<FakeSocialApi, 'fetch'> as FakeSocialApi;

  const relation = (id: string): Relationship => {
    if (api.friends.some((p) => p.id === id)) return { ...NO_RELATION, friendship: 'friends' };
    if (api.received.some((r) => r.person.id === id))
      return { ...NO_RELATION, friendship: 'request_received' };
    if (api.sent.some((r) => r.person.id === id)) return { ...NO_RELATION, friendship: 'request_sent' };
    return { ...NO_RELATION, following: api.following.some((p) => p.id === id) };
  };
  const everyone = () => [
    ...api.people,
    ...api.friends,
    ...api.following,
    ...api.received.map((r) => r.person),
    ...api.sent.map((r) => r.person),
    ...api.suggestions,
  ];
  const find = (id: string) => everyone().find((p) => p.id === id);

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    api.requests.push(`${key}${url.search}`);
    const failure = api.failures[key];
    if (failure) {
      delete api.failures[key];
      return failure();
    }
    const path = url.pathname.replace('/api/v1', '');
    const q = url.searchParams.get('q') ?? '';

    if (path === '/me/timeline') return jsonResponse(page(api.timeline, url));
    if (path === '/me/friend-requests') {
      const list = url.searchParams.get('direction') === 'sent' ? api.sent : api.received;
      return jsonResponse({ ...page(list, url), total: list.length });
    }
    if (path === '/me/friends') {
      const found = api.friends.filter(matches(q));
      return jsonResponse({ ...page(found, url), total: found.length });
    }
    if (path === '/people')
      return jsonResponse({
        ...page(
          api.people.filter(matches(q)).map((p) => ({ ...p, relationship: relation(p.id) })),
          url,
        ),
        total: null,
      });
    if (path === '/me/friend-suggestions') return jsonResponse({ items: api.suggestions });
    if (path === '/me/following') return jsonResponse({ ...page(api.following, url), total: null });
    if (path === '/me/followed-groups') return jsonResponse(page(api.followedGroups, url));

    const friendship = /^\/me\/friends\/([^/]+)$/.exec(path);
    if (friendship?.[1]) {
      const id = decodeURIComponent(friendship[1]);
      const person = find(id);
      if (!person)
        return problemResponse(404, {
          title: 'Perfil',
          code: 'profile.not_found',
          detail: 'Perfil não encontrado.',
        });
      const asked = api.received.some((r) => r.person.id === id);
      api.received = api.received.filter((r) => r.person.id !== id);
      if (method === 'PUT') {
        if (asked)
          api.friends = [
            { ...person, relationship: { ...NO_RELATION, friendship: 'friends' } },
            ...api.friends,
          ];
        else if (!api.friends.some((p) => p.id === id))
          api.sent = [{ person, requestedAt: new Date().toISOString() }, ...api.sent];
      } else {
        api.sent = api.sent.filter((r) => r.person.id !== id);
        api.friends = api.friends.filter((p) => p.id !== id);
      }
      return jsonResponse({ relationship: relation(id) });
    }
    const follow = /^\/me\/following\/([^/]+)$/.exec(path);
    if (follow?.[1]) {
      const id = decodeURIComponent(follow[1]);
      const person = find(id);
      if (!person)
        return problemResponse(404, {
          title: 'Perfil',
          code: 'profile.not_found',
          detail: 'Perfil não encontrado.',
        });
      api.following =
        method === 'PUT'
          ? [person, ...api.following.filter((p) => p.id !== id)]
          : api.following.filter((p) => p.id !== id);
      return jsonResponse({ relationship: relation(id) });
    }
    const rsvp = /^\/events\/([^/]+)\/attendance$/.exec(path);
    if (rsvp?.[1])
      return jsonResponse(attendance(decodeURIComponent(rsvp[1]), method === 'PUT' ? 'going' : null));
    return problemResponse(404, { title: 'Rota', code: 'route.not_found', detail: 'Rota não encontrada.' });
  });
  return api;
}
