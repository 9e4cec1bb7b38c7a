import { CATEGORY_KEYS, type CategoryKey, GROUP_LIMITS } from '@eventos/domain';
import type { GroupListFilters } from '../api/group-keys.ts';

/** What the /groups filters show, read from the page's URL query. Empty text = not set. */
export interface GroupFilters {
  q: string;
  category: CategoryKey | '';
  city: string;
}

export type GroupFiltersPatch = Partial<GroupFilters>;

/** The query keys the filters own; anything else in the URL (such as ?lng=) is left alone. */
const FILTER_KEYS = ['q', 'category', 'city'] as const satisfies readonly (keyof GroupFilters)[];

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** The filters in a URL query; an unknown category reads as "not set". */
export function readGroupFilters(params: URLSearchParams): GroupFilters {
  const category = params.get('category');
  return {
    q: text(params.get('q'), GROUP_LIMITS.search.max),
    category:
      category && (CATEGORY_KEYS as readonly string[]).includes(category) ? (category as CategoryKey) : '',
    city: text(params.get('city'), GROUP_LIMITS.city.max),
  };
}

/** The URL query with `patch` applied; an empty value is removed. */
export function writeGroupFilters(params: URLSearchParams, patch: GroupFiltersPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const shown = (value ?? '').trim();
    if (shown === '') next.delete(key);
    else next.set(key, shown);
  }
  return next;
}

/** The query without any filter or search. */
export function clearGroupFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

/** True when anything narrows the list. */
export function hasGroupFilters(filters: GroupFilters): boolean {
  return filters.q !== '' || filters.category !== '' || filters.city !== '';
}

/** The filters as the API takes them (unset ones left out, so equal filters share a cache entry). */
export function toGroupListQuery(filters: GroupFilters): GroupListFilters {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.city ? { city: filters.city } : {}),
  };
}

/** /groups with these filters, for links ("ver todos" from the search page). */
export function groupsListHref(filters: Partial<GroupFilters>): string {
  const query = writeGroupFilters(new URLSearchParams(), filters).toString();
  return query ? `/groups?${query}` : '/groups';
}
