import {
  nextSponsorshipState,
  type Sponsorship,
  type SponsorshipAction,
  type SponsorshipTotals,
} from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../../test/http.ts';
import { totalsFixture } from './sponsorship-fixtures.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeAdminSponsorshipsApi {
  sponsorships: Sponsorship[];
  totals: SponsorshipTotals;
  /** Every write as sent: 'POST /api/v1/admin/sponsorships/<id>/approve' with its JSON body. */
  writes: { request: string; body: unknown }[];
  /** Answers the next write instead of the fake (a refusal). */
  nextWrite: (() => Response | Promise<Response>) | null;
  pageSize: number;
  /** Every request as 'GET /api/v1/admin/sponsorships?state=accepted'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = {
  title: 'Não encontrado',
  code: 'sponsorship.not_found',
  detail: 'Patrocínio não encontrado.',
};
const STATE_CHANGED = {
  title: 'Conflito',
  code: 'sponsorship.state_changed',
  detail: 'Este patrocínio mudou de situação. Atualize a página.',
};

/**
 * Replaces fetch with the admin's sponsorship calls: the list by state (keyset pages, cursor is an
 * offset), approve/reject/end by the domain's state machine (409 'sponsorship.state_changed'
 * otherwise), the featured window, the featured schedule and the totals; the dashboard answers
 * empty so the page's invalidation has somewhere to land.
 */
export function fakeAdminSponsorshipsApi(
  initial: Partial<Omit<FakeAdminSponsorshipsApi, 'fetch'>> = {},
): FakeAdminSponsorshipsApi {
  const api = {
    sponsorships: [],
    totals: totalsFixture(),
    writes: [],
    nextWrite: null,
    pageSize: 20,
    requests: [],
    ...initial,
  } as Omit<FakeAdminSponsorshipsApi, 'fetch'> as FakeAdminSponsorshipsApi;

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const request = `${method} ${url.pathname}${url.search}`;
    api.requests.push(request);
    if (method !== 'GET') {
      api.writes.push({
        request: `${method} ${url.pathname}`,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const held = api.nextWrite;
      api.nextWrite = null;
      if (held) return held();
    }

    if (method === 'GET' && url.pathname === '/api/v1/admin/sponsorships') {
      const state = url.searchParams.get('state');
      const found = api.sponsorships.filter((s) => !state || s.state === state);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = start + api.pageSize;
      return jsonResponse({
        items: found.slice(start, end),
        nextCursor: end < found.length ? String(end) : null,
      });
    }
    if (method === 'GET' && url.pathname === '/api/v1/admin/sponsorships/featured') {
      const now = Date.now();
      const items = api.sponsorships
        .filter((s) => s.state === 'approved' && s.featuredUntil && Date.parse(s.featuredUntil) > now)
        .sort((a, b) => String(a.featuredFrom).localeCompare(String(b.featuredFrom)));
      return jsonResponse({ items });
    }
    if (method === 'GET' && url.pathname === '/api/v1/admin/sponsorships/totals')
      return jsonResponse(api.totals);
    if (method === 'GET' && url.pathname === '/api/v1/admin/dashboard') return jsonResponse({});

    const match = /^\/api\/v1\/admin\/sponsorships\/([^/]+)\/(approve|reject|end|featured)$/.exec(
      url.pathname,
    );
    const item = match
      ? api.sponsorships.find((s) => s.id === decodeURIComponent(match[1] ?? ''))
      : undefined;
    if (match && !item) return problemResponse(404, NOT_FOUND);
    if (item && method === 'POST' && match?.[2] !== 'featured') {
      const next = nextSponsorshipState(item.state, match?.[2] as SponsorshipAction);
      if (!next) return problemResponse(409, STATE_CHANGED);
      const { note } = JSON.parse(String(init?.body)) as { note: string | null };
      Object.assign(item, { state: next, adminNote: note ?? item.adminNote });
      return jsonResponse(item);
    }
    if (item && method === 'PUT' && match?.[2] === 'featured') {
      if (item.state !== 'approved')
        return problemResponse(409, {
          title: 'Conflito',
          code: 'sponsorship.featured.not_approved',
          detail: 'Só patrocínios aprovados podem ter destaque.',
        });
      Object.assign(item, JSON.parse(String(init?.body)));
      return jsonResponse(item);
    }
    return problemResponse(404, {
      title: 'Não encontrado',
      code: 'route.not_found',
      detail: 'Rota não encontrada.',
    });
  });
  return api;
}
