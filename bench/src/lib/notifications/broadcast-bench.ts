import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { createLogger } from '../../../../apps/server/src/logger.ts';
import {
  broadcastSettled,
  getBroadcast,
  startBroadcast,
} from '../../../../apps/server/src/modules/admin-notifications/broadcasts.service.ts';
import { personId, seedPeople } from './seed-people.ts';

export interface BroadcastReport {
  recipients: number;
  /** From the request until its answer (the broadcast recorded, storing under way). */
  acceptedMs: number;
  /** Until every notification was stored (each batch with its delivery jobs, so also queued). */
  storedMs: number;
  /** Until the broadcast said queued (its last state change). */
  queuedMs: number;
  notificationsPerSecond: number;
  deliveryJobs: number;
}

/**
 * An administrator's broadcast to everyone, `people` of them, run by the server's own service on the
 * benchmark database: when it was accepted, stored and queued, and how many delivery jobs it made.
 */
export async function benchBroadcast(handle: DatabaseHandle, people: number): Promise<BroadcastReport> {
  await seedPeople(handle, people);
  const admin = await personId(handle, 1);
  await handle.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin}`);
  const started = performance.now();
  const accepted = await startBroadcast(handle.db, createLogger('silent'), admin, {
    title: 'Aviso do Eventos',
    body: 'Novidades na sua cidade esta semana.',
    link: '/events',
    audience: 'everyone',
    channels: { push: true, email: false },
  });
  const acceptedMs = performance.now() - started;
  await broadcastSettled(accepted.id);
  const storedMs = performance.now() - started;
  const status = await getBroadcast(handle.db, accepted.id);
  const queuedMs = performance.now() - started;
  if (status.state !== 'queued' && status.state !== 'done')
    throw new Error(`broadcast ended ${status.state} with ${status.stored} of ${status.recipients} stored`);
  const jobs = (await handle.db.execute(sql`
    SELECT count(*)::int AS n FROM notification_deliveries d
    JOIN notifications n ON n.id = d.notification_id WHERE n.broadcast_id = ${accepted.id}`)) as {
    rows: { n: number }[];
  };
  return {
    recipients: status.stored,
    acceptedMs: Math.round(acceptedMs),
    storedMs: Math.round(storedMs),
    queuedMs: Math.round(queuedMs),
    notificationsPerSecond: Math.round(status.stored / (storedMs / 1000)),
    deliveryJobs: jobs.rows[0]?.n ?? 0,
  };
}
