import type { MeResponse } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { profileKeys } from './profile-keys.ts';

/** POST /api/v1/me/avatar — multipart, the image in the field `file`. */
export function uploadAvatar(file: File): Promise<MeResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<MeResponse>('/api/v1/me/avatar', { method: 'POST', form });
}

/** DELETE /api/v1/me/avatar — back to the initials. */
export function removeAvatar(): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/v1/me/avatar', { method: 'DELETE' });
}

function useAvatarMutation<T>(mutationFn: (input: T) => Promise<MeResponse>) {
  const queryClient = useQueryClient();
  const { refresh } = useSessionActions();
  return useMutation({
    mutationFn,
    onSuccess: async (me) => {
      queryClient.setQueryData(profileKeys.me(), me);
      await refresh();
    },
  });
}

export function useUploadAvatar() {
  return useAvatarMutation(uploadAvatar);
}

export function useRemoveAvatar() {
  return useAvatarMutation<void>(() => removeAvatar());
}
