import { type RelationshipResponse, relationshipResponseSchema } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * What a person can do about another: ask for or accept friendship ('befriend'), cancel, decline or
 * end it ('unfriend'), follow, unfollow, block, unblock.
 */
export type RelationshipAction = 'befriend' | 'unfriend' | 'follow' | 'unfollow' | 'block' | 'unblock';

const REQUESTS: Record<
  RelationshipAction,
  { part: 'friends' | 'following' | 'blocks'; method: 'PUT' | 'DELETE' }
> = {
  befriend: { part: 'friends', method: 'PUT' },
  unfriend: { part: 'friends', method: 'DELETE' },
  follow: { part: 'following', method: 'PUT' },
  unfollow: { part: 'following', method: 'DELETE' },
  block: { part: 'blocks', method: 'PUT' },
  unblock: { part: 'blocks', method: 'DELETE' },
};

/** The part of /me a relationship action changes. */
export function relationshipPart(action: RelationshipAction): 'friends' | 'following' | 'blocks' {
  return REQUESTS[action].part;
}

/** PUT or DELETE /api/v1/me/{friends|following|blocks}/{personId}: answers the relationship after it. */
export async function updateRelationship(
  personId: string,
  action: RelationshipAction,
): Promise<RelationshipResponse> {
  const { part, method } = REQUESTS[action];
  const body = await apiFetch<unknown>(`/api/v1/me/${part}/${encodeURIComponent(personId)}`, { method });
  return relationshipResponseSchema.parse(body);
}
