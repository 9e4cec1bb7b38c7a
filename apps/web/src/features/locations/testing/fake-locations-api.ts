import type { GeocodingResult, Location, LocationInput } from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { ACCESSIBILITY_OPTIONS, makeLocation } from './location-fixture.ts';

type Answer = Response | Promise<Response>;

export interface FakeLocationsApi {
  /** Maria's venues (the list the API filters by q). */
  own: Location[];
  /** Public venues of anyone (isOwn marks Maria's). */
  public: Location[];
  /** Replies for the CEP and address lookups (default: found at MASP). */
  postalCode: (cep: string) => Answer;
  address: (q: string) => Answer;
  /** Reply for DELETE (default: 204 and the venue goes). */
  remove: (id: string) => Answer | undefined;
  /** Reply for POST and PATCH (default: saved). */
  save: (input: LocationInput) => Answer | undefined;
  /** Bodies POST and PATCH received. */
  saved: LocationInput[];
  fetch: ReturnType<typeof stubFetch>;
}

export const MASP: GeocodingResult = {
  address: 'Avenida Paulista',
  number: '',
  city: 'São Paulo',
  state: 'São Paulo',
  stateCode: 'SP',
  countryCode: 'BR',
  postalCode: '01310200',
  latitude: -23.561414,
  longitude: -46.655881,
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const matching = (items: Location[], q: string | null) =>
  q ? items.filter((l) => fold(l.name).includes(fold(q))) : items;

/** Replaces fetch with an in-memory venues API (own list, public search, options, geocoding, CRUD). */
export function fakeLocationsApi(
  init: Partial<Pick<FakeLocationsApi, 'own' | 'public'>> = {},
): FakeLocationsApi {
  const api = {
    own: init.own ?? [],
    public: init.public ?? [],
    postalCode: () => jsonResponse(MASP),
    address: () => jsonResponse(MASP),
    remove: () => undefined,
    save: () => undefined,
    saved: [],
  } as unknown as FakeLocationsApi;

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const q = url.searchParams.get('q');
    if (path === '/api/v1/selection-options') return jsonResponse({ items: ACCESSIBILITY_OPTIONS });
    if (path === '/api/v1/locations' && method === 'GET')
      return jsonResponse({ items: matching(api.own, q) });
    if (path === '/api/v1/locations/public') return jsonResponse({ items: matching(api.public, q) });
    if (path.startsWith('/api/v1/geocode/postal-code/')) return api.postalCode(path.split('/').pop() ?? '');
    if (path === '/api/v1/geocode/address') return api.address(q ?? '');
    const id = path.split('/')[4];
    if (method === 'DELETE' && id) {
      const reply = api.remove(id);
      if (reply) return reply;
      api.own = api.own.filter((l) => l.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' || method === 'PATCH') {
      const input = JSON.parse(String(init?.body)) as LocationInput;
      api.saved.push(input);
      const reply = api.save(input);
      if (reply) return reply;
      const saved = makeLocation({ ...input, ...(id ? { id } : {}) });
      api.own = [...api.own.filter((l) => l.id !== saved.id), saved];
      return jsonResponse(saved, { status: method === 'POST' ? 201 : 200 });
    }
    return problemResponse(404, { title: 'Não encontrado', code: 'http.404', detail: 'Não encontrado.' });
  });
  return api;
}
