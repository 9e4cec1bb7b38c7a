import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { manageKeys } from './manage-keys.ts';
import { announcementAnswerSchema, invitationsAnswerSchema } from './manage-schemas.ts';

const base = (eventId: string) => `/api/v1/events/${encodeURIComponent(eventId)}`;

/** POST /events/{id}/announcements {message} — a message to everyone going. */
export function useSendAnnouncement(eventId: string) {
  return useMutation({
    mutationFn: async (message: string) =>
      announcementAnswerSchema.parse(
        await apiFetch<unknown>(`${base(eventId)}/announcements`, { method: 'POST', json: { message } }),
      ),
  });
}

/** POST /events/{id}/invitations {usernames} — invite people by username; the list is asked again. */
export function useSendInvitations(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (usernames: string[]) =>
      invitationsAnswerSchema.parse(
        await apiFetch<unknown>(`${base(eventId)}/invitations`, { method: 'POST', json: { usernames } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: manageKeys.invitations(eventId) }),
  });
}

/** The usernames typed in one box: split on commas, spaces and lines, '@' dropped, no repeats. */
export function parseUsernames(text: string): string[] {
  const names = text
    .split(/[\s,;]+/)
    .map((name) => name.replace(/^@+/, '').trim())
    .filter((name) => name !== '');
  return [...new Set(names)];
}
