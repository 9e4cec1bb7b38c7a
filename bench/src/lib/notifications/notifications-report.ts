import { formatTable } from '../table.ts';
import type { BroadcastReport } from './broadcast-bench.ts';
import type { RealtimeReport } from './realtime-bench.ts';

/** The notification measurements as two small tables. */
export function formatNotificationsReport(broadcast: BroadcastReport, realtime: RealtimeReport): string {
  const broadcastTable = formatTable(
    [
      'broadcast to everyone',
      'recipients',
      'accepted ms',
      'stored ms',
      'queued ms',
      'stored/s',
      'delivery jobs',
    ],
    [
      [
        'on_demand, push allowed',
        broadcast.recipients,
        broadcast.acceptedMs,
        broadcast.storedMs,
        broadcast.queuedMs,
        broadcast.notificationsPerSecond,
        broadcast.deliveryJobs,
      ],
    ],
    [1, 2, 3, 4, 5, 6],
  );
  const realtimeTable = formatTable(
    ['realtime, one process', 'streams', 'notifications', 'received', 'p50 ms', 'p99 ms', 'max ms'],
    [
      [
        'commit → stream',
        realtime.streams,
        realtime.notifications,
        `${realtime.received}/${realtime.expected}`,
        realtime.p50Ms,
        realtime.p99Ms,
        realtime.maxMs,
      ],
    ],
    [1, 2, 3, 4, 5, 6],
  );
  return `${broadcastTable}\n\n${realtimeTable}\n  target: p99 ≤ 250 ms from commit to every stream of the person`;
}
