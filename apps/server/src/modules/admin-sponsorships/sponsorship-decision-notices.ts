import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';
import type { SponsorshipRow } from '../sponsorships/sponsorships.presenter.ts';

const TEXT_KEY = {
  approve: 'sponsorship_approved',
  reject: 'sponsorship_rejected',
  end: 'sponsorship_ended',
} as const;

/**
 * Tells the sponsor and the event's managers (its organiser, its group's owner and organisers) of an
 * administrator's decision, through the hub, in the decision's transaction. Each is sent where they
 * follow it up: the sponsor to their own list, the managers to the event's manage page.
 */
export async function notifySponsorshipDecision(
  tx: Tx,
  adminId: string,
  action: keyof typeof TEXT_KEY,
  row: SponsorshipRow,
): Promise<void> {
  const managers = (
    await queryRows<{ id: string }>(tx, sql`SELECT app.event_manager_ids(${row.eventId}::uuid) AS id`)
  )
    .map((r) => r.id)
    .filter((id) => id !== row.personId);
  const text = { key: TEXT_KEY[action], params: { actor: row.displayName } };
  const metadata = { event_id: row.eventId, event_name: row.eventName || null, from: adminId };
  await notify(tx, {
    recipients: [row.personId],
    type: 'event',
    text,
    metadata: { ...metadata, link: '/profile#sponsorships' },
  });
  await notify(tx, {
    recipients: managers,
    type: 'event',
    text,
    metadata: { ...metadata, link: `/events/${row.eventId}/manage#sponsorships` },
  });
}
