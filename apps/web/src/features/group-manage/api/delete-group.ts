import type { GroupDelete } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

/** DELETE /api/v1/groups/{id} {confirmName} — 204; the group's upcoming events are cancelled. */
export function deleteGroup(groupId: string, input: GroupDelete): Promise<void> {
  return apiFetch<void>(groupApiPath(groupId), { method: 'DELETE', json: input });
}

export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupDelete) => deleteGroup(groupId, input),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupManageKeys.group(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupManageKeys.all });
    },
  });
}
