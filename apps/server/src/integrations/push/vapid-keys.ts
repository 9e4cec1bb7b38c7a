import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushConfig } from '../../config.ts';
import { type Database, queryRows } from '../../db/client.ts';

/** The application server's VAPID identity (RFC 8292): keys as base64url, and its contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where a generated pair is kept in app_settings. */
export const VAPID_SETTING = 'vapid_keys';

/** The contact push services see: VAPID_SUBJECT, else mailto: the sender address of the mails. */
export function vapidSubject(config: Pick<PushConfig, 'vapidSubject'>, mailFrom: string | undefined): string {
  if (config.vapidSubject) return config.vapidSubject;
  const address = /<([^>]+)>/.exec(mailFrom ?? '')?.[1] ?? mailFrom ?? '';
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:nao-responda@eventos.local';
}

/**
 * The configured pair, or the one stored in app_settings: the first process to start writes a new
 * pair (INSERT … ON CONFLICT DO NOTHING) and every process reads back the one that won, so all of
 * them sign with the same key the browsers subscribed with. Uses the owner connection.
 */
export async function resolveVapidKeys(
  db: Database,
  config: Partial<Pick<PushConfig, 'vapidPublicKey' | 'vapidPrivateKey'>>,
  subject: string,
): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  const fresh = webpush.generateVAPIDKeys();
  const value = JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey });
  await db.execute(
    sql`INSERT INTO app_settings (name, value) VALUES (${VAPID_SETTING}, ${value}::jsonb) ON CONFLICT (name) DO NOTHING`,
  );
  const [row] = await queryRows<{ value: { publicKey: string; privateKey: string } }>(
    db,
    sql`SELECT value FROM app_settings WHERE name = ${VAPID_SETTING}`,
  );
  if (!row) throw new Error('VAPID keys were not stored');
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject };
}

/** One resolution per database handle and settings: the routes and the worker of a process share it. */
const cache = new WeakMap<Database, Promise<VapidKeys>>();

export function vapidKeysOf(
  db: Database,
  config: Partial<Pick<PushConfig, 'vapidPublicKey' | 'vapidPrivateKey'>>,
  subject: string,
): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = resolveVapidKeys(db, config, subject);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}
