import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearGroupFilters,
  type GroupFilters,
  type GroupFiltersPatch,
  readGroupFilters,
  writeGroupFilters,
} from './group-filters.ts';

export interface GroupFiltersState {
  filters: GroupFilters;
  /** Applies a change; `replace` keeps typing out of the history (back skips it). */
  update: (patch: GroupFiltersPatch, options?: { replace?: boolean }) => void;
  clear: () => void;
}

/** The /groups filters live in the URL query: links share them and back/forward walk them. */
export function useGroupFilters(): GroupFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readGroupFilters(params), [params]);
  const update = useCallback(
    (patch: GroupFiltersPatch, options: { replace?: boolean } = {}) =>
      setParams((current) => writeGroupFilters(current, patch), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams((current) => clearGroupFilters(current), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, update, clear };
}
