import type { AuditAction } from '@eventos/domain';
import type { Tx } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

export interface AdminActionEntry {
  action: AuditAction;
  /** 'theme', 'profile', 'broadcast' or 'report'. */
  targetType: string;
  targetId: string | null;
  /** A readable name of the target now (theme name, @username…): the log outlives the target. */
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes one audit entry in the caller's name, inside the transaction of the action it records
 * (`tx` runs as the caller: withUser). The row policy admits an administrator, or a moderator for
 * 'report.moderate'; anything else fails the transaction, so an action is never left unrecorded.
 */
export async function recordAdminAction(tx: Tx, actorId: string, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
