import type { RelationshipResponse } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleKeys, SOCIAL_LISTS_KEY } from './people-keys.ts';
import { applyRelationship } from './relationship-cache.ts';
import { type RelationshipAction, relationshipPart, updateRelationship } from './update-relationship.ts';

export type { RelationshipAction } from './update-relationship.ts';

/**
 * Changes how the caller stands with one person (friend request, accept, decline, cancel,
 * unfriend, follow, unfollow, block, unblock). The answer goes into every cached profile and page
 * of people at once; the social hub's lists, people search and the profile's friends are read again
 * when next shown, and the blocked list after a block or an unblock.
 *
 * `mutate(action)`; the mutation's data is the RelationshipResponse.
 */
export function useRelationshipActions(personId: string) {
  const queryClient = useQueryClient();
  return useMutation<RelationshipResponse, Error, RelationshipAction>({
    mutationFn: (action) => updateRelationship(personId, action),
    onSuccess: ({ relationship }, action) => {
      applyRelationship(queryClient, personId, relationship);
      void queryClient.invalidateQueries({ queryKey: SOCIAL_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.searches(), refetchType: 'none' });
      if (relationshipPart(action) === 'blocks') {
        void queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'blocks'] });
        // A block hides each from the other in every list of people: they are read again when next
        // shown. The profile on screen keeps its answer (read again it would be a 404) to offer
        // Desbloquear.
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] === 'people' && query.queryKey[1] === 'of',
          refetchType: 'none',
        });
      }
      if (relationshipPart(action) === 'friends')
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] === 'people' && query.queryKey[3] === 'friends',
          refetchType: 'none',
        });
    },
  });
}
