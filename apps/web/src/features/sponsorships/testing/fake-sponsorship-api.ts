import type { EventSponsorship, MyGroup, Sponsorship, SponsorshipRequestInput } from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { makeEventSponsorship, makeSponsorship } from './sponsorship-fixtures.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeSponsorshipApi {
  event: EventSponsorship;
  mine: Sponsorship[];
  /** Items per page of /sponsorships/mine (numeric cursors). */
  pageSize: number;
  groups: MyGroup[];
  /** Answers the next write instead of the fake (a problem, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Every call as 'POST /api/v1/…' (a JSON body after a space; 'file:<name>' for an upload). */
  calls: string[];
  fetch: ReturnType<typeof stubFetch>;
}

function describeBody(body: BodyInit | null | undefined): string {
  if (body instanceof FormData) {
    const file = body.get('file');
    return file instanceof File ? ` file:${file.name}` : '';
  }
  return typeof body === 'string' ? ` ${body}` : '';
}

/** Replaces fetch with the sponsorship calls the public and the sponsor make (ADR 0021). */
export function fakeSponsorshipApi(
  initial: Partial<Omit<FakeSponsorshipApi, 'fetch'>> = {},
): FakeSponsorshipApi {
  const api = {
    event: makeEventSponsorship(),
    mine: [],
    pageSize: 20,
    groups: [],
    nextWrite: null,
    calls: [],
    ...initial,
  } as Omit<FakeSponsorshipApi, 'fetch'> as FakeSponsorshipApi;

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.calls.push(`${method} ${url.pathname}${url.search}${describeBody(init?.body)}`);
    if (method !== 'GET' && api.nextWrite) {
      const answer = api.nextWrite;
      api.nextWrite = null;
      return answer();
    }
    const path = url.pathname;
    if (method === 'GET' && path === `/api/v1/events/${api.event.eventId}/sponsorship`)
      return jsonResponse(api.event);
    if (method === 'GET' && path === '/api/v1/me/groups')
      return jsonResponse({ items: api.groups, nextCursor: null });
    if (method === 'GET' && path === '/api/v1/sponsorships/mine') {
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = start + api.pageSize;
      return jsonResponse({
        items: api.mine.slice(start, end),
        nextCursor: end < api.mine.length ? String(end) : null,
      });
    }
    if (method === 'POST' && path === `/api/v1/events/${api.event.eventId}/sponsorships`) {
      const input = JSON.parse(String(init?.body)) as SponsorshipRequestInput;
      const tier = api.event.tiers.find((t) => t.id === input.tierId);
      const created = makeSponsorship({
        tier: { id: input.tierId, name: tier?.name ?? '', amountCents: tier?.amountCents ?? 0 },
      });
      api.mine.unshift(created);
      return jsonResponse(created, { status: 201 });
    }
    const [, , , , id, action] = path.split('/');
    const found = api.mine.find((s) => s.id === id);
    if (found && method === 'PUT' && action === 'logo')
      return jsonResponse({
        ...found,
        sponsor: { ...found.sponsor, logoPath: `sponsorships/${found.id}/abc-logo.webp` },
      });
    if (found && method === 'POST' && action === 'withdraw') {
      Object.assign(found, { state: 'withdrawn', can: { ...found.can, withdraw: false } });
      return jsonResponse(found);
    }
    return problemResponse(404, {
      title: 'Não encontrado',
      code: 'sponsorship.not_found',
      detail: 'Patrocínio não encontrado.',
    });
  });
  return api;
}
