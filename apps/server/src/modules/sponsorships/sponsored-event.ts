import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { eventNotFound, sponsorshipForbidden } from './sponsorship-problems.ts';
import { SPONSORED_EVENT_SELECT } from './sponsorships.sql.ts';

/** An event as SPONSORED_EVENT reads it for the caller. */
export interface SponsoredEvent {
  id: string;
  name: string;
  unavailable: boolean;
  open: boolean;
  manages: boolean;
}

/** The event as the caller may see it (404 event.not_found otherwise), inside a transaction. */
export async function requireEvent(tx: Tx, eventId: string): Promise<SponsoredEvent> {
  const [row] = await queryRows<SponsoredEvent>(
    tx,
    sql`${sql.raw(SPONSORED_EVENT_SELECT)} WHERE e.id = ${eventId}::uuid`,
  );
  if (!row) throw eventNotFound();
  return row;
}

/** The event, and the caller manages it (403 sponsorship.forbidden when they only see it). */
export async function requireManagedEvent(tx: Tx, eventId: string): Promise<SponsoredEvent> {
  const event = await requireEvent(tx, eventId);
  if (!event.manages) throw sponsorshipForbidden();
  return event;
}
