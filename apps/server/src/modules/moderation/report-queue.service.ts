import {
  MODERATION_REPORTS_PER_TARGET,
  type ReportQueuePage,
  type ReportQueueQuery,
  type ReportReason,
  type ReportTargetType,
} from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import type { SocialPersonRow } from '../social/person-cards.ts';
import { toReportedContent, toReportSummary } from './moderation.presenter.ts';
import {
  OPEN_TOTAL,
  PEOPLE,
  QUEUE_REASONS,
  QUEUE_REPORTS,
  QUEUE_TARGETS,
  type QueueReportRow,
  type QueueTargetRow,
  type ReasonCountRow,
  TARGET_CONTENT,
  type TargetContentRow,
} from './moderation.sql.ts';
import { attemptModeration } from './moderation-problems.ts';

/**
 * GET /admin/reports: reported targets with reports in a state, most reported first, each with its
 * counts per reason, its latest reports and the content as text, read as the administrator.
 */
export async function listReportQueue(
  db: Database,
  caller: Caller,
  query: ReportQueueQuery,
): Promise<ReportQueuePage> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const [rows, [open]] = await Promise.all([
      run<QueueTargetRow>(QUEUE_TARGETS, [
        query.status,
        query.targetType ?? null,
        after?.rank ?? null,
        after?.at ?? null,
        after?.id ?? null,
        query.limit + 1,
      ]),
      run<{ total: number }>(OPEN_TOTAL, []),
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({
      rank: r.report_count,
      at: r.key_at,
      id: r.target_id,
    }));
    if (shown.length === 0) return { items: [], nextCursor, openTotal: open?.total ?? 0 };
    const ids = shown.map((r) => r.target_id);
    const [reasons, reports, contents] = await Promise.all([
      run<ReasonCountRow>(QUEUE_REASONS, [query.status, ids]),
      run<QueueReportRow>(QUEUE_REPORTS, [query.status, ids, MODERATION_REPORTS_PER_TARGET]),
      attemptModeration(() => run<TargetContentRow>(TARGET_CONTENT, [shown.map((r) => r.target_type), ids])),
    ]);
    const authorIds = [...new Set(contents.flatMap((c) => (c.author_id ? [c.author_id] : [])))];
    const authors = new Map(
      (authorIds.length > 0 ? await run<SocialPersonRow>(PEOPLE, [authorIds]) : []).map((p) => [
        p.user_id,
        p,
      ]),
    );
    const contentOf = new Map(contents.map((c) => [`${c.target_type}:${c.target_id}`, c]));
    return {
      items: shown.map((row) => {
        const type = row.target_type as ReportTargetType;
        return {
          targetType: type,
          targetId: row.target_id,
          reportCount: row.report_count,
          reasons: reasons
            .filter((r) => r.target_id === row.target_id)
            .map((r) => ({ reason: r.reason as ReportReason, count: r.count })),
          firstReportedAt: row.first_at,
          lastReportedAt: row.last_at,
          content: toReportedContent(type, row.target_id, contentOf.get(`${type}:${row.target_id}`), authors),
          reports: reports.filter((r) => r.target_id === row.target_id).map(toReportSummary),
        };
      }),
      nextCursor,
      openTotal: open?.total ?? 0,
    };
  });
}
