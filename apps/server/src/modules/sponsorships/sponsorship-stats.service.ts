import { sql } from 'drizzle-orm';
import { type Database, withUser } from '../../db/client.ts';

/**
 * The reports' counters (issue 22, ADR 0021): unique visitors per day, summed. The visitor is a keyed
 * hash the server makes; the definer functions keep it one day to count each visitor once, and only
 * the daily sums are readable. Nothing is said about what was not counted (not featured, not
 * approved): the caller learns nothing from the answer.
 */

/** The "Patrocinado" slot showed `eventId`: one impression for each of its sponsorships featured now. */
export async function recordFeaturedImpression(
  db: Database,
  userId: string | null,
  eventId: string,
  visitorHash: string,
): Promise<void> {
  await withUser(db, userId, (tx) =>
    tx.execute(sql`SELECT app.record_featured_impression(${eventId}::uuid, ${visitorHash})`),
  );
}

/** A sponsor's link was followed: one click, when the sponsorship is approved. */
export async function recordSponsorshipClick(
  db: Database,
  userId: string | null,
  sponsorshipId: string,
  visitorHash: string,
): Promise<void> {
  await withUser(db, userId, (tx) =>
    tx.execute(sql`SELECT app.record_sponsorship_visit(${sponsorshipId}::uuid, 'click', ${visitorHash})`),
  );
}
