import { type GroupDetail, type GroupTransfer, groupDetailSchema } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

/** POST /api/v1/groups/{id}/transfer {userId, confirmName} — the owner hands the group over. */
export async function transferGroup(groupId: string, input: GroupTransfer): Promise<GroupDetail> {
  const body = await apiFetch<unknown>(groupApiPath(groupId, '/transfer'), { method: 'POST', json: input });
  return groupDetailSchema.parse(body);
}

export function useTransferGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupTransfer) => transferGroup(groupId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupManageKeys.all }),
  });
}
