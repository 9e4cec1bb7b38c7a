import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';

export interface PromotedRow {
  attendance_id: string;
  user_id: string;
}

export interface PromotedEvent {
  id: string;
  name: string;
  slug: string;
}

/** Tells the people who moved up from the waitlist that they have a seat now. */
export async function notifyPromoted(tx: Tx, event: PromotedEvent, promoted: PromotedRow[]): Promise<void> {
  if (promoted.length === 0) return;
  await notify(tx, {
    recipients: promoted.map((p) => p.user_id),
    type: 'event',
    text: { key: 'waitlist_promoted' },
    metadata: { event_id: event.id, event_name: event.name, event_slug: event.slug },
  });
}

/**
 * After the organiser adds seats: the waitlist moves up into them (app.promote_waitlist, in the
 * transaction of the change) and each promoted person is told.
 */
export async function promoteWaitlist(tx: Tx, event: PromotedEvent): Promise<void> {
  const promoted = await queryRows<PromotedRow>(
    tx,
    sql`SELECT attendance_id, user_id FROM app.promote_waitlist(${event.id}::uuid)`,
  );
  await notifyPromoted(tx, event, promoted);
}
