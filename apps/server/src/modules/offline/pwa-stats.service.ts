import type { PwaBeacon } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';

/** Today in São Paulo time, the day the counts are kept under (YYYY-MM-DD). */
export function beaconDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/**
 * Counts one beacon, once a day per sender and combination (app.record_pwa_beacon). Run as nobody:
 * the count is never tied to an account. True when this beacon was counted.
 */
export async function recordPwaBeacon(db: Database, beacon: PwaBeacon, senderHash: string): Promise<boolean> {
  const [row] = await withUser(db, null, (tx) =>
    queryRows<{ counted: boolean }>(
      tx,
      sql`SELECT app.record_pwa_beacon(${senderHash}, ${beacon.displayMode}, ${beacon.platform},
            ${beacon.installed}, ${beacon.pushOptIn}) AS counted`,
    ),
  );
  return row?.counted === true;
}
