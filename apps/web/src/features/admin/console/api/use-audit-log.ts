import { type AuditAction, auditLogPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

/** GET /api/v1/admin/audit-log — what administrators did, newest first, a keyset page at a time. */
export async function fetchAuditLog(action: AuditAction | null, cursor: string | null, signal?: AbortSignal) {
  const body = await apiFetch<unknown>('/api/v1/admin/audit-log', {
    query: { action, cursor },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return auditLogPageSchema.parse(body);
}

export function useAuditLog(action: AuditAction | null) {
  return useInfiniteQuery({
    queryKey: consoleKeys.auditLogFiltered(action),
    queryFn: ({ pageParam, signal }) => fetchAuditLog(action, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
