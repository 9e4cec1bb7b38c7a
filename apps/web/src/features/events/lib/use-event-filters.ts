import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearEventFilters,
  type EventFilters,
  type EventFiltersPatch,
  readEventFilters,
  writeEventFilters,
} from './event-filters.ts';

export interface EventFiltersState {
  filters: EventFilters;
  /** Applies a change; `replace` keeps typing out of the history (back skips it). */
  update: (patch: EventFiltersPatch, options?: { replace?: boolean }) => void;
  clear: () => void;
}

/** The /events filters live in the URL query: links share them and back/forward walk them. */
export function useEventFilters(): EventFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readEventFilters(params), [params]);
  const update = useCallback(
    (patch: EventFiltersPatch, options: { replace?: boolean } = {}) =>
      setParams((current) => writeEventFilters(current, patch), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams((current) => clearEventFilters(current), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, update, clear };
}
