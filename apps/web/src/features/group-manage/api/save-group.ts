import { type GroupDetail, type GroupInput, groupDetailSchema } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupApiPath } from './group-path.ts';

/** POST /api/v1/groups — 201 with the new group (the caller is its owner). */
export async function createGroup(input: GroupInput): Promise<GroupDetail> {
  return groupDetailSchema.parse(await apiFetch<unknown>('/api/v1/groups', { method: 'POST', json: input }));
}

/** PUT /api/v1/groups/{id} — owner and organisers. */
export async function updateGroup(groupId: string, input: GroupInput): Promise<GroupDetail> {
  return groupDetailSchema.parse(
    await apiFetch<unknown>(groupApiPath(groupId), { method: 'PUT', json: input }),
  );
}
