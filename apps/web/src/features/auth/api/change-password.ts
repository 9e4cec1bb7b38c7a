import type { ChangePasswordInput } from '@eventos/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/v1/me/password — 204; 400 with auth.current_password_incorrect on currentPassword. */
export function changePassword(body: ChangePasswordInput): Promise<void> {
  return apiFetch<void>('/api/v1/me/password', { method: 'POST', json: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
