import {
  type MeResponse,
  type PrivacySettings,
  type PrivacyUpdate,
  privacySettingsSchema,
} from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { profileKeys } from './profile-keys.ts';

/** PATCH /api/v1/me/privacy — changes any of the caller's privacy settings; answers all of them. */
export async function updatePrivacy(input: PrivacyUpdate): Promise<PrivacySettings> {
  const body = await apiFetch<unknown>('/api/v1/me/privacy', { method: 'PATCH', json: input });
  return privacySettingsSchema.parse(body);
}

/**
 * Saves privacy settings one change after another (a second tap waits for the first, so the last
 * one wins), keeps the profile's copy current and re-reads the session so every page sees them.
 */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  const { refresh } = useSessionActions();
  return useMutation({
    mutationFn: updatePrivacy,
    scope: { id: 'privacy-settings' },
    onSuccess: async (privacy) => {
      queryClient.setQueryData<MeResponse>(profileKeys.me(), (me) => (me ? { ...me, privacy } : me));
      await refresh();
    },
  });
}
