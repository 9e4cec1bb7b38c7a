import type { Theme } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { themeKeys } from './theme-keys.ts';

/** GET /api/v1/admin/themes — every theme, priority descending. */
export function fetchThemes(signal?: AbortSignal) {
  return apiFetch<{ items: Theme[] }>('/api/v1/admin/themes', signal ? { signal } : {});
}

export function useThemes() {
  return useQuery({
    queryKey: themeKeys.list(),
    queryFn: ({ signal }) => fetchThemes(signal),
    select: (data) => data.items,
  });
}
