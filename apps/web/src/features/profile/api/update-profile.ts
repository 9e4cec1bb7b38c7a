import type { MeResponse, ProfileUpdate } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { profileKeys } from './profile-keys.ts';

/** PATCH /api/v1/me — changes any subset of the caller's own profile fields. */
export function updateProfile(input: ProfileUpdate): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/v1/me', { method: 'PATCH', json: input });
}

/** Saves the profile, then re-reads the session so guards and pages see the new profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useSessionActions();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (me) => {
      queryClient.setQueryData(profileKeys.me(), me);
      await refresh();
    },
  });
}
