import { type AdminPerson, adminPersonSchema, type RoleChangeInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

/** PUT /api/v1/admin/people/{id}/role — grants or revokes a role; the reason goes to the audit log. */
export async function changeRole(personId: string, input: RoleChangeInput): Promise<AdminPerson> {
  const body = await apiFetch<unknown>(`/api/v1/admin/people/${encodeURIComponent(personId)}/role`, {
    method: 'PUT',
    json: input,
  });
  return adminPersonSchema.parse(body);
}

/** Changes a role, then reads the people and the audit log again. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, input }: { personId: string; input: RoleChangeInput }) =>
      changeRole(personId, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.people() }),
        client.invalidateQueries({ queryKey: consoleKeys.auditLog() }),
        client.invalidateQueries({ queryKey: consoleKeys.dashboard() }),
      ]),
  });
}
