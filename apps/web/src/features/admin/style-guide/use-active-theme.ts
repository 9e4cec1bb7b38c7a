import { type ActiveTheme, activeThemeSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/themes/active: the custom theme the app applies today (null: the default palette). */
export function useActiveTheme() {
  return useQuery({
    queryKey: ['themes', 'active'],
    queryFn: async (): Promise<ActiveTheme> =>
      activeThemeSchema.parse(await apiFetch('/api/v1/themes/active')),
    staleTime: 60_000,
  });
}
