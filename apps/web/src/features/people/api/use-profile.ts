import { type ProfileDetail, profileDetailSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { peopleKeys } from './people-keys.ts';
import { profilePath, readOptions } from './read-options.ts';

/** GET /api/v1/profiles/{username} — 404 profile.not_found for someone unknown or blocked either way. */
export async function fetchProfile(
  username: string,
  viewer: string,
  signal?: AbortSignal,
): Promise<ProfileDetail> {
  const body = await apiFetch<unknown>(profilePath(username), readOptions(viewer, signal));
  return profileDetailSchema.parse(body);
}

/** One public profile as the viewer may see it. */
export function useProfile(username: string, viewer: string) {
  return useQuery({
    queryKey: peopleKeys.profile(username, viewer),
    queryFn: ({ signal }) => fetchProfile(username, viewer, signal),
    enabled: Boolean(username),
  });
}
