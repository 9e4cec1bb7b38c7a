import { cpus } from 'node:os';
import type { BenchBackend } from '../backends.ts';
import { writeResult } from '../write-result.ts';
import { benchBroadcast } from './broadcast-bench.ts';
import { formatNotificationsReport } from './notifications-report.ts';
import { benchRealtime } from './realtime-bench.ts';

export interface NotificationsSettings {
  /** People a broadcast reaches (BENCH_BROADCAST, default 100,000). */
  people: number;
  /** Realtime streams held open on one process (BENCH_STREAMS, default 1,000). */
  streams: number;
  /** Notifications committed while they are open (BENCH_STREAM_NOTIFICATIONS, default 200). */
  notifications: number;
}

/**
 * The notification measurements on a fresh Postgres database: a broadcast to everyone, then the
 * realtime streams. Returns the printed tables and the problems found (a stream missing an event,
 * a server that did not stop cleanly).
 */
export async function benchNotifications(
  backend: BenchBackend,
  settings: NotificationsSettings,
  revision: string,
): Promise<{ table: string; problems: string[] }> {
  const handle = await backend.open();
  try {
    process.stdout.write(
      `\n[${backend.name}] broadcast to ${settings.people.toLocaleString('en')} people…\n`,
    );
    const broadcast = await benchBroadcast(handle, settings.people);
    process.stdout.write(
      `[${backend.name}] ${settings.streams} realtime streams, ${settings.notifications} notifications…\n`,
    );
    const serverEnv = { ...backend.serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    const realtime = await benchRealtime(handle, serverEnv, settings.streams, settings.notifications);
    const table = `${backend.name}: notifications\n${formatNotificationsReport(broadcast, realtime)}`;
    const file = await writeResult(`${revision}-${backend.name}-notifications`, {
      broadcast,
      realtime,
      commit: revision,
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
    });
    process.stdout.write(`\n${table}\nwrote ${file}\n`);
    const problems: string[] = [];
    if (realtime.received < realtime.expected)
      problems.push(`realtime: ${realtime.received} of ${realtime.expected} events reached their streams`);
    if (realtime.serverExitCode !== 0) problems.push(`realtime: server exit code ${realtime.serverExitCode}`);
    return { table, problems };
  } finally {
    await handle.close();
  }
}
