import { quickDateWindow } from '@eventos/domain';
import { deepPagePath, getPage } from './event-pages.ts';

export type ScenarioGroup = 'list' | 'filter' | 'search' | 'detail' | 'calendar';

/**
 * 'core': the requests set beside their ceilings (issue 14): the list's first page, the city
 * filter, a search, event pages and their calendar files. 'all' adds a deep page, every other
 * filter and more searches.
 */
export type ScenarioSet = 'core' | 'all';

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

/** One list request, named `<group>: <label>`. */
const listed = (group: ScenarioGroup, label: string, query: Record<string, string>): Scenario => ({
  scenario: `${group}: ${label}`,
  group,
  paths: [list(query)],
});

/**
 * What the benchmark measures on a seeded server: the upcoming list's first page, the city filter,
 * text search, event pages by slug and their calendar files; with set 'all' also a deep page, each
 * other discovery filter and searches for accent-free and rare words.
 */
export async function buildScenarios(
  baseUrl: string,
  deepPages: number,
  set: ScenarioSet = 'core',
  now = new Date(),
): Promise<Scenario[]> {
  const weekend = quickDateWindow('weekend', now, ZONE);
  const all = set === 'all';
  const scenarios: Scenario[] = [
    listed('list', 'first page, limit=20', {}),
    ...(all
      ? [
          {
            scenario: `list: deep page (after ${deepPages} pages), limit=20`,
            group: 'list' as const,
            paths: [await deepPagePath(baseUrl, 20, deepPages)],
          },
          listed('list', 'first page, limit=50', { limit: '50' }),
          listed('filter', 'category=food_drink', { category: 'food_drink' }),
        ]
      : []),
    listed('filter', 'city=recife', { city: 'recife' }),
    ...(all
      ? [
          listed('filter', 'this weekend', weekend),
          listed('filter', 'price=free', { price: 'free' }),
          listed('filter', 'online=true', { online: 'true' }),
          listed('filter', 'arts_culture + São Paulo + paid', {
            category: 'arts_culture',
            city: 'São Paulo',
            price: 'paid',
          }),
        ]
      : []),
    listed('search', 'q=samba (common)', { q: 'samba' }),
    ...(all
      ? [
          listed('search', 'q=forró', { q: 'forró' }),
          listed('search', 'q=sao joao (no accents)', { q: 'sao joao' }),
          listed('search', 'q=xilogravura (rare)', { q: 'xilogravura' }),
          listed('search', 'q=samba + this weekend', { q: 'samba', ...weekend }),
        ]
      : []),
  ];
  for (const s of scenarios) {
    const first = s.paths[0];
    if (first) s.items = (await getPage(`${baseUrl}${first}`)).items.length;
  }
  const upcoming = await getPage(`${baseUrl}${list({ limit: String(DETAIL_PAGES) })}`);
  if (upcoming.items.length === 0) throw new Error('no events to open by slug; seed some');
  const slugs = upcoming.items.map((e) => encodeURIComponent(e.slug));
  scenarios.push(
    {
      scenario: `detail: GET /events/{slug} (${slugs.length} slugs)`,
      group: 'detail',
      paths: slugs.map((slug) => `${LIST}/${slug}`),
    },
    {
      scenario: `calendar: GET /events/{slug}/calendar.ics (${slugs.length} slugs)`,
      group: 'calendar',
      paths: slugs.map((slug) => `${LIST}/${slug}/calendar.ics`),
    },
  );
  return scenarios;
}
