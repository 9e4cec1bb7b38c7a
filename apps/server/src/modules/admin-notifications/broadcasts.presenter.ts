import type { BroadcastStatus } from '@eventos/domain';
import type { BroadcastRow, DeliveryCounts } from './broadcasts.repository.ts';

/** A broadcast's progress as the send page shows it. */
export function toBroadcastStatus(row: BroadcastRow, counts: DeliveryCounts): BroadcastStatus {
  return {
    id: row.id,
    state: row.state as BroadcastStatus['state'],
    recipients: row.recipients,
    stored: row.stored,
    pushed: counts.pushed,
    emailed: counts.emailed,
    createdAt: row.createdAt.toISOString(),
  };
}
