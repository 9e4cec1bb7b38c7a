import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/request-password-reset — always 200; the mail links to /reset-password. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
