import { type AdminDashboard, adminDashboardSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

/** GET /api/v1/admin/dashboard — the area's figures and weekly series. */
export async function fetchAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  const body = await apiFetch<unknown>('/api/v1/admin/dashboard', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return adminDashboardSchema.parse(body);
}

export function useAdminDashboard() {
  return useQuery({
    queryKey: consoleKeys.dashboard(),
    queryFn: ({ signal }) => fetchAdminDashboard(signal),
  });
}
