import type {
  BlockedPerson,
  GroupCard,
  PersonCard,
  PrivacySettings,
  ProfileDetail,
  ProfileEvent,
  Relationship,
} from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { makePrivacy } from './people-fixtures.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakePeopleApi {
  profiles: ProfileDetail[];
  /** By username. */
  events: Record<string, ProfileEvent[]>;
  groups: Record<string, GroupCard[]>;
  /** By username; a username missing here with `canSeeFriends` false answers 403. */
  friends: Record<string, PersonCard[]>;
  /** Everyone GET /people searches. */
  people: PersonCard[];
  blocks: BlockedPerson[];
  privacy: PrivacySettings;
  /** Answers the next write instead of the fake (a failure, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Every write as 'PUT friends/{id}', 'PATCH privacy {"findable":false}'. */
  writes: string[];
  /** Every request as 'GET /api/v1/people?q=ana'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = { title: 'Não encontrado', code: 'profile.not_found', detail: 'Perfil não encontrado.' };
const HIDDEN = {
  title: 'Proibido',
  code: 'social.friends.hidden',
  detail: 'A lista de amigos desta pessoa é privada.',
};

/** Pages of `size` by a numeric cursor, like the API's keyset pages. */
function page<T>(items: T[], url: URL, size: number) {
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? size);
  const end = start + limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The relationship after a write, as the server decides it. */
function next(before: Relationship, part: string, method: string): Relationship {
  const put = method === 'PUT';
  if (part === 'following') return { ...before, following: put };
  if (part === 'blocks')
    return put
      ? { ...before, blocked: true, friendship: 'none', following: false, followsYou: false }
      : { ...before, blocked: false };
  if (!put) return { ...before, friendship: 'none' };
  return { ...before, friendship: before.friendship === 'request_received' ? 'friends' : 'request_sent' };
}

/**
 * Replaces fetch with an API of people: profiles (404 for unknown), their events, groups and
 * friends (403 when hidden), people search, the blocked list, privacy settings, and the relationship
 * writes, which change the profiles and cards they hold.
 */
export function fakePeopleApi(initial: Partial<Omit<FakePeopleApi, 'fetch'>> = {}): FakePeopleApi {
  const api = {
    profiles: [],
    events: {},
    groups: {},
    friends: {},
    people: [],
    blocks: [],
    privacy: makePrivacy(),
    nextWrite: null,
    writes: [],
    requests: [],
    ...initial,
  } as Omit<FakePeopleApi, 'fetch'> as FakePeopleApi;

  const relationshipOf = (id: string): Relationship | null =>
    api.profiles.find((p) => p.id === id)?.relationship ??
    api.people.find((p) => p.id === id)?.relationship ??
    Object.values(api.friends)
      .flat()
      .find((p) => p.id === id)?.relationship ??
    null;

  const setRelationship = (id: string, relationship: Relationship) => {
    api.profiles = api.profiles.map((p) => (p.id === id ? { ...p, relationship } : p));
    api.people = api.people.map((p) => (p.id === id ? { ...p, relationship } : p));
  };

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    const parts = url.pathname.split('/').slice(3).map(decodeURIComponent); // after /api/v1
    if (method !== 'GET') {
      const body = typeof init?.body === 'string' ? ` ${init.body}` : '';
      api.writes.push(`${method} ${parts.slice(1).join('/')}${body}`);
      const held = api.nextWrite;
      api.nextWrite = null;
      if (held) return held();
    }

    if (parts[0] === 'profiles') {
      const profile = api.profiles.find((p) => p.username === parts[1]);
      if (!profile) return problemResponse(404, NOT_FOUND);
      const sub = parts[2];
      if (!sub) return jsonResponse(profile);
      if (sub === 'events') return jsonResponse(page(api.events[profile.username] ?? [], url, 12));
      if (sub === 'groups') return jsonResponse(page(api.groups[profile.username] ?? [], url, 12));
      if (sub === 'friends') {
        if (!profile.canSeeFriends) return problemResponse(403, HIDDEN);
        const all = api.friends[profile.username] ?? [];
        return jsonResponse({ ...page(all, url, 20), total: all.length });
      }
    }
    if (parts[0] === 'people') {
      const q = fold(url.searchParams.get('q') ?? '');
      const found = api.people.filter((p) => fold(`${p.name} ${p.username ?? ''}`).includes(q));
      return jsonResponse({ ...page(found, url, 10), total: null });
    }
    if (parts[0] === 'me' && parts[1] === 'privacy') {
      if (method === 'PATCH') api.privacy = { ...api.privacy, ...JSON.parse(String(init?.body ?? '{}')) };
      return jsonResponse(api.privacy);
    }
    if (parts[0] === 'me' && parts[1] === 'blocks' && !parts[2])
      return jsonResponse(page(api.blocks, url, 20));
    if (parts[0] === 'me' && ['friends', 'following', 'blocks'].includes(parts[1] ?? '') && parts[2]) {
      const id = parts[2];
      const before = relationshipOf(id);
      if (!before && !(parts[1] === 'blocks' && method === 'DELETE')) return problemResponse(404, NOT_FOUND);
      const after = next(
        before ?? {
          friendship: 'none',
          following: false,
          followsYou: false,
          blocked: true,
          canRequest: true,
        },
        parts[1] ?? '',
        method,
      );
      setRelationship(id, after);
      if (parts[1] === 'blocks' && method === 'DELETE')
        api.blocks = api.blocks.filter((b) => b.person.id !== id);
      return jsonResponse({ relationship: after });
    }
    return problemResponse(404, {
      title: 'Não encontrado',
      code: 'route.not_found',
      detail: 'Rota não encontrada.',
    });
  });
  return api;
}
