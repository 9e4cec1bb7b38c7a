import {
  type ModerationActionInput,
  moderationActionResultSchema,
  type ReportQueuePage,
} from '@eventos/domain';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The action's log id and how many reports it resolved. */
export interface ModerationActionResult {
  id: string;
  resolvedReports: number;
}

/** POST /api/v1/admin/reports/actions — the action is logged and every open report on the target resolved. */
export async function moderateReport(input: ModerationActionInput): Promise<ModerationActionResult> {
  const body = await apiFetch<unknown>('/api/v1/admin/reports/actions', { method: 'POST', json: input });
  return moderationActionResultSchema.parse(body);
}

type QueueData = InfiniteData<ReportQueuePage, string | null>;

/** The open lists without the target, and one fewer open in every page's total. */
function withoutTarget(data: QueueData | undefined, input: ModerationActionInput): QueueData | undefined {
  if (!data) return data;
  const isTarget = (item: ReportQueuePage['items'][number]) =>
    item.targetType === input.targetType && item.targetId === input.targetId;
  const found = data.pages.some((page) => page.items.some(isTarget));
  if (!found) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => !isTarget(item)),
      openTotal: Math.max(0, page.openTotal - 1),
    })),
  };
}

/**
 * Acts on a reported target. On success the target leaves every open list at once and the open count
 * drops; the other lists, the log and the count are read again when next shown.
 */
export function useModerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReport,
    onSuccess: (_result, input) => {
      queryClient.setQueriesData<QueueData>({ queryKey: [...adminKeys.reports(), 'queue', 'open'] }, (data) =>
        withoutTarget(data, input),
      );
      queryClient.setQueryData<number>(adminKeys.openReportsTotal(), (total) =>
        total === undefined ? total : Math.max(0, total - 1),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports(), refetchType: 'none' });
    },
  });
}
