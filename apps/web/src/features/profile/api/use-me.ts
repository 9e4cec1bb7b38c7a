import type { MeResponse } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionMe, useSession } from '../../../lib/session/session-context.tsx';
import { profileKeys } from './profile-keys.ts';

/** GET /api/v1/me — the caller's own profile, consents still pending and linked sign-in methods. */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/v1/me', signal ? { signal } : {});
}

/**
 * The signed-in user's own data: what the session already holds, else read once from the API
 * (an authenticated session may not carry it yet).
 */
export function useMe() {
  const fromSession = sessionMe(useSession());
  const query = useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: !fromSession,
  });
  return {
    me: fromSession ?? query.data,
    isLoading: !fromSession && query.isPending,
    error: fromSession ? null : query.error,
    refetch: query.refetch,
  };
}
