import { type GroupMember, type GroupRoleChange, groupMemberSchema } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

const memberPath = (groupId: string, userId: string) =>
  groupApiPath(groupId, `/members/${encodeURIComponent(userId)}`);

/** PATCH /api/v1/groups/{id}/members/{userId} {role} — the owner makes a member an organiser or back. */
export async function changeMemberRole(
  groupId: string,
  userId: string,
  role: GroupRoleChange['role'],
): Promise<GroupMember> {
  const body = await apiFetch<unknown>(memberPath(groupId, userId), { method: 'PATCH', json: { role } });
  return groupMemberSchema.parse(body);
}

/** DELETE /api/v1/groups/{id}/members/{userId} — 204. */
export function removeMember(groupId: string, userId: string): Promise<void> {
  return apiFetch<void>(memberPath(groupId, userId), { method: 'DELETE' });
}

export type MemberAction =
  | { kind: 'role'; member: GroupMember; role: GroupRoleChange['role'] }
  | { kind: 'remove'; member: GroupMember };

/** Changes a role or removes someone, then asks the lists (and the group's organisers) again. */
export function useMemberAction(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: MemberAction) => {
      if (action.kind === 'role') await changeMemberRole(groupId, action.member.id, action.role);
      else await removeMember(groupId, action.member.id);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupManageKeys.group(groupId) }),
  });
}
