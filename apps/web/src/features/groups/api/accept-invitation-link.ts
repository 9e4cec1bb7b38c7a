import { type GroupInvitationAnswer, groupInvitationAnswerSchema } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';

/** POST /api/v1/group-invitations/accept-link {token}: the e-mailed link, once, by whoever is signed in. */
export async function acceptInvitationLink(token: string): Promise<GroupInvitationAnswer> {
  const body = await apiFetch<unknown>('/api/v1/group-invitations/accept-link', {
    method: 'POST',
    json: { token },
  });
  return groupInvitationAnswerSchema.parse(body);
}

/** Accepts the link's invitation; the person is a member now, so groups are read again. */
export function useAcceptInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitationLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
