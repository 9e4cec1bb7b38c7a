import {
  type ReportQueuePage,
  type ReportState,
  type ReportTargetType,
  reportQueuePageSchema,
} from '@eventos/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface ReportQueueFilter {
  status: ReportState;
  targetType: ReportTargetType | null;
}

/** GET /api/v1/admin/reports — a keyset page of reported targets in that state, and the open total. */
export async function fetchReportQueue(
  filter: ReportQueueFilter,
  cursor: string | null,
  signal?: AbortSignal,
  limit?: number,
): Promise<ReportQueuePage> {
  const body = await apiFetch<unknown>('/api/v1/admin/reports', {
    query: { status: filter.status, targetType: filter.targetType, cursor, limit },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return reportQueuePageSchema.parse(body);
}

/** The queue for one tab and filter, a page at a time (most reported first, then newest). */
export function useReportQueue(filter: ReportQueueFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.reportQueue(filter.status, filter.targetType),
    queryFn: ({ pageParam, signal }) => fetchReportQueue(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** How many targets wait for a decision (one item asked, only the total read): the index's badge. */
export function useOpenReportsTotal() {
  return useQuery({
    queryKey: adminKeys.openReportsTotal(),
    queryFn: ({ signal }) =>
      fetchReportQueue({ status: 'open', targetType: null }, null, signal, 1).then((page) => page.openTotal),
  });
}
