import type { MeResponse } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, toApiError } from '../../../lib/api-client.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { profileKeys } from './profile-keys.ts';

/**
 * POST /api/v1/me/avatar — multipart, the image in the field `file`. (The JSON client sends only
 * JSON bodies, so this call builds its own request; errors become the same {@link ApiError}.)
 */
export async function uploadAvatar(file: File): Promise<MeResponse> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await globalThis.fetch('/api/v1/me/avatar', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json, application/problem+json' },
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network.unreachable',
      detail: 'Não foi possível conectar ao servidor.',
    });
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as MeResponse;
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
