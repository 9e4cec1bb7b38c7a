import { type GroupDetail, type GroupRelationResponse, groupRelationResponseSchema } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';
import { groupPath } from './use-group-detail.ts';

/** Participar / Sair do grupo, Seguir / Deixar de seguir. */
export type GroupRelationAction = 'join' | 'leave' | 'follow' | 'unfollow';

const REQUESTS: Record<GroupRelationAction, { part: 'membership' | 'follow'; method: 'PUT' | 'DELETE' }> = {
  join: { part: 'membership', method: 'PUT' },
  leave: { part: 'membership', method: 'DELETE' },
  follow: { part: 'follow', method: 'PUT' },
  unfollow: { part: 'follow', method: 'DELETE' },
};

/** PUT or DELETE /api/v1/groups/{id}/membership|follow; each answers the caller's relation and the counts. */
export async function updateGroupRelation(
  groupId: string,
  action: GroupRelationAction,
): Promise<GroupRelationResponse> {
  const { part, method } = REQUESTS[action];
  const body = await apiFetch<unknown>(groupPath(groupId, `/${part}`), { method });
  return groupRelationResponseSchema.parse(body);
}

/**
 * Sends one change and puts the new relation and counts into the group's cached page at once (no
 * refetch, no flash). Lists show counts too: they are read again when next shown, and so are the
 * followers after a follow or an unfollow.
 */
export function useUpdateGroupRelation(groupId: string, viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GroupRelationAction) => updateGroupRelation(groupId, action),
    onSuccess: ({ viewer: relation, counts }, action) => {
      queryClient.setQueriesData<GroupDetail>({ queryKey: groupKeys.details() }, (old) =>
        old && old.id === groupId ? { ...old, viewer: relation, counts } : old,
      );
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists(), refetchType: 'none' });
      if (REQUESTS[action].part === 'follow')
        void queryClient.invalidateQueries({ queryKey: groupKeys.followers(groupId, viewer) });
    },
  });
}
