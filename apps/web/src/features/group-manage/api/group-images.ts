import { type GroupDetail, groupDetailSchema } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupApiPath } from './group-path.ts';

/** The group's two pictures: a square logo and a wide cover. */
export type GroupImageKind = 'logo' | 'cover';

/** PUT /api/v1/groups/{id}/logo|cover — multipart, the image in the field `file`. */
export async function uploadGroupImage(
  groupId: string,
  kind: GroupImageKind,
  file: File,
): Promise<GroupDetail> {
  const form = new FormData();
  form.append('file', file);
  return groupDetailSchema.parse(
    await apiFetch<unknown>(groupApiPath(groupId, `/${kind}`), { method: 'PUT', form }),
  );
}

/** DELETE /api/v1/groups/{id}/logo|cover — back to the placeholder. */
export async function removeGroupImage(groupId: string, kind: GroupImageKind): Promise<GroupDetail> {
  return groupDetailSchema.parse(
    await apiFetch<unknown>(groupApiPath(groupId, `/${kind}`), { method: 'DELETE' }),
  );
}
