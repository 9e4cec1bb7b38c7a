import type { AuthProvidersResponse } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/auth/providers — which OAuth buttons to show (none while loading or on error). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => apiFetch<AuthProvidersResponse>('/api/v1/auth/providers', { signal }),
    staleTime: 5 * 60_000,
  });
}
