import { quickDateWindow } from '@eventos/domain';
import { deepPagePath, getPage } from './event-pages.ts';

export type ScenarioGroup = 'list' | 'filter' | 'search' | 'detail';

export interface Scenario {
  scenario: string;
  group: ScenarioGroup;
  /** Paths requested in turn (several for the detail pages). */
  paths: string[];
  /** Items on the first page of the first path (lists and searches), to see what was measured. */
  items?: number;
}

const LIST = '/api/v1/events';
const ZONE = 'America/Sao_Paulo';
const DETAIL_PAGES = 50;

const list = (query: Record<string, string>) => `${LIST}?${new URLSearchParams({ limit: '20', ...query })}`;

/**
 * What the benchmark measures on a seeded server: the upcoming list (first and a deep page), each
 * discovery filter, text search for common, accent-free and rare words, and event pages by slug.
 */
export async function buildScenarios(
  baseUrl: string,
  deepPages: number,
  now = new Date(),
): Promise<Scenario[]> {
  const weekend = quickDateWindow('weekend', now, ZONE);
  const scenarios: Scenario[] = [
    { scenario: 'list: first page, limit=20', group: 'list', paths: [list({})] },
    {
      scenario: `list: deep page (after ${deepPages} pages), limit=20`,
      group: 'list',
      paths: [await deepPagePath(baseUrl, 20, deepPages)],
    },
    { scenario: 'list: first page, limit=50', group: 'list', paths: [list({ limit: '50' })] },
    { scenario: 'filter: category=food_drink', group: 'filter', paths: [list({ category: 'food_drink' })] },
    { scenario: 'filter: city=recife', group: 'filter', paths: [list({ city: 'recife' })] },
    { scenario: 'filter: this weekend', group: 'filter', paths: [list(weekend)] },
    { scenario: 'filter: price=free', group: 'filter', paths: [list({ price: 'free' })] },
    { scenario: 'filter: online=true', group: 'filter', paths: [list({ online: 'true' })] },
    {
      scenario: 'filter: arts_culture + São Paulo + paid',
      group: 'filter',
      paths: [list({ category: 'arts_culture', city: 'São Paulo', price: 'paid' })],
    },
    { scenario: 'search: q=samba (common)', group: 'search', paths: [list({ q: 'samba' })] },
    { scenario: 'search: q=forró', group: 'search', paths: [list({ q: 'forró' })] },
    { scenario: 'search: q=sao joao (no accents)', group: 'search', paths: [list({ q: 'sao joao' })] },
    { scenario: 'search: q=xilogravura (rare)', group: 'search', paths: [list({ q: 'xilogravura' })] },
    {
      scenario: 'search: q=samba + this weekend',
      group: 'search',
      paths: [list({ q: 'samba', ...weekend })],
    },
  ];
  for (const s of scenarios) {
    const first = s.paths[0];
    if (first) s.items = (await getPage(`${baseUrl}${first}`)).items.length;
  }
  const upcoming = await getPage(`${baseUrl}${list({ limit: String(DETAIL_PAGES) })}`);
  if (upcoming.items.length === 0) throw new Error('no events to open by slug; seed some');
  scenarios.push({
    scenario: `detail: GET /events/{slug} (${upcoming.items.length} slugs)`,
    group: 'detail',
    paths: upcoming.items.map((e) => `${LIST}/${encodeURIComponent(e.slug)}`),
  });
  return scenarios;
}
