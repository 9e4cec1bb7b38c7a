import type { PublicProfile } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/v1/profiles/{username} — what anyone may see of a user; 404 profile.not_found. */
export function fetchPublicProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiFetch<PublicProfile>(
    `/api/v1/profiles/${encodeURIComponent(username)}`,
    signal ? { signal } : {},
  );
}

export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.publicProfile(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
  });
}
