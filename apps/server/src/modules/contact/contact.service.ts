import { randomUUID } from 'node:crypto';
import { CONTACT_RATE_LIMIT, type ContactMessage, type ContactMessageReceipt } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { countSentSince, insertContactMessage } from './contact.repository.ts';

export type SendResult =
  | { ok: true; receipt: ContactMessageReceipt }
  | { ok: false; retryAfterSeconds: number };

const WINDOW_MS = CONTACT_RATE_LIMIT.windowMinutes * 60_000;

/**
 * Stores a contact message unless this client address already sent the maximum in the window.
 * The count and the insert share one transaction that holds a lock on the address hash, so the
 * limit holds under concurrent requests and across server copies.
 */
export function sendContactMessage(
  db: Database,
  userId: string | null,
  input: ContactMessage,
  ipHash: string,
  now = new Date(),
): Promise<SendResult> {
  return withUser(db, userId, async (tx) => {
    const sent = await countSentSince(tx, ipHash, new Date(now.getTime() - WINDOW_MS));
    if (sent >= CONTACT_RATE_LIMIT.max) {
      return { ok: false, retryAfterSeconds: WINDOW_MS / 1000 };
    }
    const id = randomUUID();
    await insertContactMessage(tx, { id, ...input, userId, ipHash, createdAt: now });
    return { ok: true, receipt: { id, createdAt: now.toISOString() } };
  });
}
