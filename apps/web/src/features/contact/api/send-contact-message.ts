import type { ContactMessageInput, ContactMessageReceipt } from '@eventos/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/v1/contact — stores a message for the team. */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageReceipt> {
  return apiFetch<ContactMessageReceipt>('/api/v1/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
