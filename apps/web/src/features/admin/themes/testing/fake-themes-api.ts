import { DEFAULT_THEME_COLORS, type Theme, type ThemeValues } from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../../test/http.ts';

/** A saved theme; tests override what they need. */
export function themeFixture(overrides: Partial<Theme> = {}): Theme {
  return {
    id: '72000000-0000-4000-8000-000000000001',
    name: 'Natal',
    description: null,
    priority: 10,
    colors: DEFAULT_THEME_COLORS,
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    isActive: true,
    isSelected: false,
    baseColor: '#6750A4',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeThemesApi {
  themes: Theme[];
  /** Every body of a POST or PATCH of a theme, as sent. */
  saved: ThemeValues[];
  /** Answers the next write instead of the fake (a failure). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Answers the next read of the list instead of the fake. */
  nextRead: (() => Response | Promise<Response>) | null;
  /** Every request as 'PATCH /api/v1/admin/themes/…/active'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = { title: 'Não encontrado', code: 'theme.not_found', detail: 'Tema não encontrado.' };

/**
 * Replaces fetch with the admin themes API: the list by priority, create (saved active), update,
 * delete, the status switch and the selection (one at a time).
 */
export function fakeThemesApi(initial: Partial<Omit<FakeThemesApi, 'fetch'>> = {}): FakeThemesApi {
  const api = {
    themes: [],
    saved: [],
    nextWrite: null,
    nextRead: null,
    requests: [],
    ...initial,
  } as Omit<FakeThemesApi, 'fetch'> as FakeThemesApi;
  let ids = 100;

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const held = method === 'GET' ? api.nextRead : api.nextWrite;
    if (method === 'GET') api.nextRead = null;
    else api.nextWrite = null;
    if (held) return held();

    const match = /^\/api\/v1\/admin\/themes(?:\/([^/]+))?(?:\/(active|select))?$/.exec(url.pathname);
    if (!match)
      return problemResponse(404, { title: 'x', code: 'route.not_found', detail: 'Rota não encontrada.' });
    const [, id, action] = match;
    if (!id) {
      if (method === 'GET')
        return jsonResponse({ items: [...api.themes].sort((a, b) => b.priority - a.priority) });
      const input = body as ThemeValues;
      api.saved.push(input);
      ids += 1;
      const theme = themeFixture({
        ...input,
        id: `72000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
        isActive: true,
        isSelected: false,
      });
      api.themes.push(theme);
      return jsonResponse(theme, { status: 201 });
    }
    const index = api.themes.findIndex((theme) => theme.id === id);
    const theme = api.themes[index];
    if (!theme) return problemResponse(404, NOT_FOUND);
    if (action === 'active') {
      api.themes[index] = { ...theme, isActive: body.isActive };
      return jsonResponse(api.themes[index]);
    }
    if (action === 'select') {
      api.themes = api.themes.map((other) => ({
        ...other,
        isSelected: method === 'POST' ? other.id === id : other.id === id ? false : other.isSelected,
      }));
      return new Response(null, { status: 204 });
    }
    if (method === 'DELETE') {
      api.themes = api.themes.filter((other) => other.id !== id);
      return new Response(null, { status: 204 });
    }
    const input = body as ThemeValues;
    api.saved.push(input);
    api.themes[index] = { ...theme, ...input, updatedAt: '2026-11-26T12:00:00.000Z' };
    return jsonResponse(api.themes[index]);
  });
  return api;
}
