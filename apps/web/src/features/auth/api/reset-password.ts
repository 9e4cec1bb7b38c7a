import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password — 400 auth.reset_token_invalid when the link is bad or old. */
export function resetPassword(body: { newPassword: string; token: string }): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', json: body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
