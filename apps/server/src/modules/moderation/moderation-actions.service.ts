import type { ModerationActionInput } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { recordAdminAction } from '../admin-audit/record-admin-action.ts';
import { notifyEventFollowers } from '../notifications/event-followers.ts';
import { notify } from '../notifications/notify.ts';
import { attemptModeration } from './moderation-problems.ts';

interface ModeratedRow {
  action_id: string;
  resolved_reports: number;
  subject_id: string | null;
  reporters: string[];
  title: string | null;
  event_id: string | null;
  event_slug: string | null;
  newly_cancelled: boolean;
  followers: string[];
}

/** What the author of moderated content is told, by action (a dismissal tells them nothing). */
const AUTHOR_TEXT = {
  hide: 'content_hidden',
  cancel_event: 'event_cancelled_by_moderation',
  suspend: 'account_suspended',
} as const;

/**
 * POST /admin/reports/actions: app.moderate acts, logs the action and resolves every open report on
 * the target and the admin audit log records it ('report.moderate'); in the same transaction the hub tells the reporters how their reports ended, the
 * author what was done, and, for a cancelled event, its people as the organiser's cancel does.
 */
export async function moderate(
  db: Database,
  caller: Caller,
  input: ModerationActionInput,
): Promise<{ id: string; resolvedReports: number }> {
  return withUser(db, caller.userId, async (tx) => {
    const [row] = await attemptModeration(() =>
      queryRows<ModeratedRow>(
        tx,
        sql`SELECT * FROM app.moderate(${input.targetType}, ${input.targetId}::uuid, ${input.action},
              ${input.note}, ${input.suspendDays ?? null}::integer)`,
      ),
    );
    if (!row) throw new Error('app.moderate answered no row');
    await recordAdminAction(tx, caller.userId, {
      action: 'report.moderate',
      targetType: 'report',
      targetId: input.targetId,
      targetLabel: row.title,
      before: { targetType: input.targetType, openReports: row.resolved_reports },
      after: {
        action: input.action,
        moderationActionId: row.action_id,
        ...(input.action === 'suspend' ? { suspendDays: input.suspendDays ?? null } : {}),
      },
      reason: input.note,
    });
    await tellPeople(tx, caller, input, row);
    return { id: row.action_id, resolvedReports: row.resolved_reports };
  });
}

async function tellPeople(tx: Tx, caller: Caller, input: ModerationActionInput, row: ModeratedRow) {
  await notify(tx, {
    recipients: row.reporters,
    type: 'on_demand',
    text: { key: input.action === 'dismiss' ? 'report_dismissed' : 'report_actioned' },
    actorId: caller.userId,
  });
  if (input.action !== 'dismiss' && row.subject_id) {
    await notify(tx, {
      recipients: [row.subject_id],
      type: 'on_demand',
      text: { key: AUTHOR_TEXT[input.action], params: { event: row.title ?? '' } },
      actorId: caller.userId,
    });
  }
  if (input.action === 'cancel_event' && row.newly_cancelled && row.event_id && row.followers.length > 0) {
    await notifyEventFollowers(
      tx,
      'event_cancelled',
      { id: row.event_id, name: row.title ?? '', slug: row.event_slug ?? '' },
      caller.userId,
      row.followers,
    );
  }
}
