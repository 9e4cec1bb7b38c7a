import { dayRangeWindow, quickDateWindow } from '@eventos/domain';
import type { EventFilters } from './event-filters.ts';

/** Query of GET /api/v1/events without paging: only what is set, so equal filters share a cache key. */
export interface EventListApiQuery {
  q?: string;
  category?: string;
  from?: string;
  to?: string;
  city?: string;
  price?: 'free' | 'paid';
  online?: true;
}

/** The filters without their date window (the calendar puts its month there). */
export function filtersQuery(filters: EventFilters): EventListApiQuery {
  const query: EventListApiQuery = {};
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.city) query.city = filters.city;
  if (filters.price) query.price = filters.price;
  if (filters.online) query.online = true;
  return query;
}

/**
 * The API query of the filters: the date choice becomes instants of local midnight in `timeZone`
 * (windows are whole days, so the query stays the same all day long).
 */
export function eventListQuery(filters: EventFilters, now: Date, timeZone: string): EventListApiQuery {
  const query = filtersQuery(filters);
  const window =
    filters.when === 'range'
      ? dayRangeWindow(filters.from, filters.to, timeZone)
      : filters.when
        ? quickDateWindow(filters.when, now, timeZone)
        : null;
  if (window?.from) query.from = window.from;
  if (window?.to) query.to = window.to;
  return query;
}
