import { CATEGORY_KEYS, type CategoryKey, EVENT_LIMITS, parseIsoDay } from '@eventos/domain';

export const EVENT_VIEWS = ['list', 'calendar', 'map'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

export const WHEN_OPTIONS = ['today', 'weekend', 'month', 'range'] as const;
export type WhenOption = (typeof WHEN_OPTIONS)[number];

export const PRICE_OPTIONS = ['free', 'paid'] as const;
export type PriceOption = (typeof PRICE_OPTIONS)[number];

/** What the /events filters bar shows, read from the page's URL query. Empty text = not set. */
export interface EventFilters {
  q: string;
  category: CategoryKey | '';
  when: WhenOption | '';
  /** "2026-03-14" days of a picked range (only with when=range). */
  from: string;
  to: string;
  city: string;
  price: PriceOption | '';
  /** Only events one can join online (online and hybrid). */
  online: boolean;
  view: EventView;
}

export type EventFiltersPatch = Partial<EventFilters>;

/** The query keys the filters own; everything else in the URL (such as ?lng=) is left alone. */
const FILTER_KEYS = ['q', 'category', 'when', 'from', 'to', 'city', 'price', 'online', 'view'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

const isoDay = (value: string | null) => (value && parseIsoDay(value) ? value : '');

/** The filters in a URL query; unknown or malformed values read as "not set". */
export function readEventFilters(params: URLSearchParams): EventFilters {
  const when = oneOf(WHEN_OPTIONS, params.get('when'));
  return {
    q: text(params.get('q'), EVENT_LIMITS.search.max),
    category: oneOf(CATEGORY_KEYS, params.get('category')),
    when,
    from: when === 'range' ? isoDay(params.get('from')) : '',
    to: when === 'range' ? isoDay(params.get('to')) : '',
    city: text(params.get('city'), EVENT_LIMITS.city.max),
    price: oneOf(PRICE_OPTIONS, params.get('price')),
    online: params.get('online') === '1',
    view: oneOf(EVENT_VIEWS, params.get('view')) || 'list',
  };
}

/**
 * The URL query with `patch` applied: a value that is empty, false or the default view is
 * removed, and leaving the range drops its days.
 */
export function writeEventFilters(params: URLSearchParams, patch: EventFiltersPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [keyof EventFilters, unknown][]) {
    const shown =
      typeof value === 'boolean'
        ? value
          ? '1'
          : ''
        : key === 'view' && value === 'list'
          ? ''
          : String(value);
    if (shown.trim() === '') next.delete(key);
    else next.set(key, shown);
  }
  if (patch.when !== undefined && patch.when !== 'range') {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

/** The query without any filter or search (the view and foreign keys stay). */
export function clearEventFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) if (key !== 'view') next.delete(key);
  return next;
}

/** How many filters of the panel are set (the search text is counted apart). */
export function activeFilterCount(filters: EventFilters): number {
  return [filters.category, filters.when, filters.city, filters.price, filters.online].filter(Boolean).length;
}

/** True when anything narrows the list: a filter or a search. */
export function hasActiveFilters(filters: EventFilters): boolean {
  return filters.q !== '' || activeFilterCount(filters) > 0;
}
