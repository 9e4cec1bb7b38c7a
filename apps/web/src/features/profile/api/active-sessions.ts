import type { ActiveSession } from '@eventos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/v1/me/sessions — the caller's signed-in devices. */
export function fetchActiveSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return apiFetch<ActiveSession[]>('/api/v1/me/sessions', signal ? { signal } : {});
}

/** DELETE /api/v1/me/sessions/{id} — signs one device out. */
export function revokeSession(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/v1/me/sessions/revoke-others — signs out every device but this one. */
export function revokeOtherSessions(): Promise<void> {
  return apiFetch<void>('/api/v1/me/sessions/revoke-others', { method: 'POST' });
}

export function useActiveSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: ({ signal }) => fetchActiveSessions(signal),
  });
}

function useSessionsMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useRevokeSession() {
  return useSessionsMutation(revokeSession);
}

export function useRevokeOtherSessions() {
  return useSessionsMutation<void>(() => revokeOtherSessions());
}
