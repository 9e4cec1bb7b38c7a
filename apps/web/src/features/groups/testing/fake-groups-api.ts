import type {
  EventListItem,
  GroupCard,
  GroupDetail,
  GroupFollower,
  MyGroupInvitation,
} from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeGroupsApi {
  groups: GroupDetail[];
  /** Events of each group by id, split by `when`. */
  events: Record<string, { upcoming: EventListItem[]; past: EventListItem[] }>;
  followers: Record<string, GroupFollower[]>;
  myInvitations: MyGroupInvitation[];
  /** Tokens of e-mailed links, with the group each one opens. */
  linkTokens: Record<string, string>;
  /** Answers the next write instead of the fake (a failure, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Every write as 'PUT membership', 'POST invitation/accept', 'POST accept-link'… */
  writes: string[];
  /** Every request as 'GET /api/v1/groups?q=samba'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = {
  title: 'Não encontrado',
  code: 'group.not_found',
  detail: 'Grupo não encontrado.',
};

export function cardOf(group: GroupDetail): GroupCard {
  const { description: _d, owner: _o, organizers: _g, viewer: _v, updatedAt: _u, ...card } = group;
  return card;
}

/** Pages of `size` by a numeric cursor, like the API's keyset pages. */
function page<T>(items: T[], url: URL, size: number) {
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? size);
  const end = start + limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

/** Folds accents and case away, like the server's search. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Replaces fetch with an API of groups: the list (q, category, city, keyset), one group by id or
 * slug (a private group is 404 to outsiders), its events and followers, joining, following and
 * answering invitations, with the rules the server keeps.
 */
export function fakeGroupsApi(initial: Partial<Omit<FakeGroupsApi, 'fetch'>> = {}): FakeGroupsApi {
  const api = {
    groups: [],
    events: {},
    followers: {},
    myInvitations: [],
    linkTokens: {},
    nextWrite: null,
    writes: [],
    requests: [],
    ...initial,
  } as Omit<FakeGroupsApi, 'fetch'> as FakeGroupsApi;

  const find = (key: string) => api.groups.find((g) => g.id === key || g.slug === key);
  const visible = (g: GroupDetail) => g.visibility === 'public' || g.viewer.role !== null;
  const replace = (next: GroupDetail) => {
    api.groups = api.groups.map((g) => (g.id === next.id ? next : g));
    return next;
  };

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    const parts = url.pathname.split('/').slice(3); // after /api/v1
    if (method !== 'GET') {
      api.writes.push(`${method} ${parts.slice(2).join('/') || parts.join('/')}`);
      const next = api.nextWrite;
      api.nextWrite = null;
      if (next) return next();
    }

    if (parts[0] === 'me' && parts[1] === 'group-invitations')
      return jsonResponse({ items: api.myInvitations });
    if (parts[0] === 'group-invitations' && parts[1] === 'accept-link') {
      const { token } = JSON.parse(String(init?.body ?? '{}')) as { token: string };
      const group = find(api.linkTokens[token] ?? '');
      if (!group)
        return problemResponse(404, {
          title: 'Convite',
          code: 'group.invitation.not_found',
          detail: 'Convite não encontrado.',
        });
      delete api.linkTokens[token];
      replace({
        ...group,
        viewer: { ...group.viewer, role: 'member' },
        counts: { ...group.counts, members: group.counts.members + 1 },
      });
      return jsonResponse({ groupId: group.id, slug: group.slug, role: 'member' });
    }
    if (parts[0] !== 'groups') return problemResponse(404, NOT_FOUND);

    if (parts.length === 1) {
      const q = fold(url.searchParams.get('q') ?? '');
      const category = url.searchParams.get('category');
      const city = fold(url.searchParams.get('city') ?? '');
      const found = api.groups
        .filter(visible)
        .filter((g) => !q || fold(`${g.name} ${g.excerpt ?? ''}`).includes(q))
        .filter((g) => !category || g.category === category)
        .filter((g) => !city || fold(g.city ?? '').includes(city))
        .map(cardOf);
      return jsonResponse(page(found, url, 20));
    }

    const group = find(decodeURIComponent(parts[1] ?? ''));
    if (!group || (!visible(group) && parts[2] !== 'invitation')) return problemResponse(404, NOT_FOUND);
    const sub = parts.slice(2).join('/');

    if (!sub && method === 'GET') return jsonResponse(group);
    if (sub === 'events') {
      const when = url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
      return jsonResponse(page(api.events[group.id]?.[when] ?? [], url, 20));
    }
    if (sub === 'followers') {
      const all = api.followers[group.id] ?? [];
      return jsonResponse({ ...page(all, url, 20), total: all.length });
    }
    if (sub === 'membership') {
      const { viewer, counts } = group;
      if (method === 'PUT') {
        if (group.visibility === 'private' && viewer.role === null)
          return problemResponse(403, {
            title: 'Privado',
            code: 'group.private',
            detail: 'Este grupo é privado.',
          });
        const joined = viewer.role === null;
        const next = replace({
          ...group,
          viewer: { ...viewer, role: viewer.role ?? 'member' },
          counts: { ...counts, members: counts.members + (joined ? 1 : 0) },
        });
        return jsonResponse({ viewer: next.viewer, counts: next.counts });
      }
      if (viewer.role === 'owner')
        return problemResponse(409, {
          title: 'Dono',
          code: 'group.owner_cannot_leave',
          detail: 'O dono não pode sair do grupo. Transfira o grupo antes de sair.',
        });
      const left = viewer.role !== null;
      const next = replace({
        ...group,
        viewer: { ...viewer, role: null, canManage: false },
        counts: { ...counts, members: counts.members - (left ? 1 : 0) },
      });
      return jsonResponse({ viewer: next.viewer, counts: next.counts });
    }
    if (sub === 'follow') {
      const following = method === 'PUT';
      const change = following === group.viewer.following ? 0 : following ? 1 : -1;
      const next = replace({
        ...group,
        viewer: { ...group.viewer, following },
        counts: { ...group.counts, followers: group.counts.followers + change },
      });
      return jsonResponse({ viewer: next.viewer, counts: next.counts });
    }
    if (sub === 'invitation/accept' || sub === 'invitation/decline') {
      const invitation = api.myInvitations.find((i) => i.group.id === group.id);
      if (!group.viewer.invitationId && !invitation)
        return problemResponse(404, {
          title: 'Convite',
          code: 'group.invitation.not_found',
          detail: 'Convite não encontrado.',
        });
      api.myInvitations = api.myInvitations.filter((i) => i.group.id !== group.id);
      const accepted = sub === 'invitation/accept';
      replace({
        ...group,
        viewer: { ...group.viewer, invitationId: null, role: accepted ? 'member' : group.viewer.role },
        counts: { ...group.counts, members: group.counts.members + (accepted ? 1 : 0) },
      });
      return jsonResponse({ groupId: group.id, slug: group.slug, role: accepted ? 'member' : null });
    }
    return problemResponse(404, NOT_FOUND);
  });
  return api;
}
