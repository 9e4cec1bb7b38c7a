import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/v1/me — deletes the account and everything that belongs to it (204). */
export function deleteAccount(): Promise<void> {
  return apiFetch<void>('/api/v1/me', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
