import { type GroupInvitationAnswer, groupInvitationAnswerSchema } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';
import { groupPath } from './use-group-detail.ts';

export type GroupInvitationReply = 'accept' | 'decline';

/** POST /api/v1/groups/{id}/invitation/accept|decline: the caller's pending invitation to the group. */
export async function answerGroupInvitation(
  groupId: string,
  reply: GroupInvitationReply,
): Promise<GroupInvitationAnswer> {
  const body = await apiFetch<unknown>(groupPath(groupId, `/invitation/${reply}`), { method: 'POST' });
  return groupInvitationAnswerSchema.parse(body);
}

/**
 * Aceitar or Recusar an invitation. Accepting makes the person a member (a private group's events
 * and members become theirs to see), so everything of groups is read again.
 */
export function useAnswerGroupInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: GroupInvitationReply) => answerGroupInvitation(groupId, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
