import {
  type EventSponsorship,
  SPONSORSHIP_LIMITS,
  type SponsorshipListQuery,
  type SponsorshipPage,
  type SponsorshipTier,
  type SponsorshipTierInput,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import { requireManagedEvent, type SponsoredEvent } from './sponsored-event.ts';
import { eventNotFound, sponsorshipForbidden, tierNotFound } from './sponsorship-problems.ts';
import { sponsorshipPage } from './sponsorship-reads.ts';
import { type TierRow, toPublicSponsor, toTier } from './sponsorships.presenter.ts';
import { EVENT_SPONSORSHIPS, EVENT_TIERS, PUBLIC_SPONSORS, SPONSORED_EVENT } from './sponsorships.sql.ts';

/**
 * An event's side of sponsorship: whether it takes requests, its tiers ('cotas'), its approved
 * sponsors for everyone who may see it, and every request for its managers (issue 22).
 */

/** GET /events/{id}/sponsorship: open or not, tiers in order with slots taken, approved sponsors. */
export async function eventSponsorship(
  db: Database,
  userId: string | null,
  eventId: string,
): Promise<EventSponsorship> {
  return readAs(db, userId, async (run) => {
    const [event] = await run<SponsoredEvent>(SPONSORED_EVENT, [eventId]);
    if (!event) throw eventNotFound();
    const tiers = await run<TierRow>(EVENT_TIERS, [eventId]);
    const sponsors = await run<Parameters<typeof toPublicSponsor>[0]>(PUBLIC_SPONSORS, [eventId]);
    return {
      eventId,
      open: event.open,
      tiers: tiers.map(toTier),
      sponsors: sponsors.map(toPublicSponsor),
      canManage: event.manages,
    };
  });
}

/** PUT /events/{id}/sponsorship: opens or closes the event to requests (its managers). */
export async function setSponsorshipOpen(
  db: Database,
  userId: string,
  eventId: string,
  open: boolean,
): Promise<EventSponsorship> {
  await withUser(db, userId, async (tx) => {
    await requireManagedEvent(tx, eventId);
    await tx.execute(sql`INSERT INTO sponsorship_settings (event_id, open) VALUES (${eventId}::uuid, ${open})
      ON CONFLICT (event_id) DO UPDATE SET open = excluded.open, updated_at = now()`);
  });
  return eventSponsorship(db, userId, eventId);
}

async function tierOf(tx: Tx, eventId: string, tierId: string): Promise<SponsorshipTier> {
  const [row] = await queryRows<TierRow>(
    tx,
    sql`SELECT t.id, t.event_id AS "eventId", t.name, t.amount_cents AS "amountCents", t.benefits,
        t.slots, t.position, coalesce(k.taken, 0)::integer AS taken
      FROM sponsorship_tiers t LEFT JOIN app.sponsorship_tier_taken(${eventId}::uuid) k ON k.tier_id = t.id
      WHERE t.id = ${tierId}::uuid AND t.event_id = ${eventId}::uuid AND t.deleted_at IS NULL`,
  );
  if (!row) throw tierNotFound();
  return toTier(row);
}

/** POST /events/{id}/sponsorship/tiers: a new tier goes last; at most tiersPerEvent of them. */
export function createTier(
  db: Database,
  userId: string,
  eventId: string,
  input: SponsorshipTierInput,
): Promise<SponsorshipTier> {
  return withUser(db, userId, async (tx) => {
    await requireManagedEvent(tx, eventId);
    // Two managers adding at once must not pass the limit together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sponsorship_tiers:' || ${eventId}))`);
    const [count] = await queryRows<{ n: number; next: number }>(
      tx,
      sql`SELECT count(*)::integer AS n, coalesce(max(position) + 1, 0)::integer AS next
        FROM sponsorship_tiers WHERE event_id = ${eventId}::uuid AND deleted_at IS NULL`,
    );
    if ((count?.n ?? 0) >= SPONSORSHIP_LIMITS.tiersPerEvent)
      throw new HttpProblem(409, 'sponsorship.tier.too_many');
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO sponsorship_tiers (event_id, name, amount_cents, benefits, slots, position)
        VALUES (${eventId}::uuid, ${input.name}, ${input.amountCents}, ${input.benefits}, ${input.slots}, ${count?.next ?? 0})
        RETURNING id`,
    );
    return tierOf(tx, eventId, row?.id ?? '');
  });
}

/** PATCH /events/{id}/sponsorship/tiers/{tierId}: what was agreed before keeps its amount. */
export function editTier(
  db: Database,
  userId: string,
  eventId: string,
  tierId: string,
  input: SponsorshipTierInput,
): Promise<SponsorshipTier> {
  return withUser(db, userId, async (tx) => {
    await requireManagedEvent(tx, eventId);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE sponsorship_tiers SET name = ${input.name}, amount_cents = ${input.amountCents},
          benefits = ${input.benefits}, slots = ${input.slots}, updated_at = now()
        WHERE id = ${tierId}::uuid AND event_id = ${eventId}::uuid AND deleted_at IS NULL RETURNING id`,
    );
    if (rows.length === 0) throw tierNotFound();
    return tierOf(tx, eventId, tierId);
  });
}

/**
 * DELETE /events/{id}/sponsorship/tiers/{tierId}: refused while a sponsorship in progress names it
 * (409 sponsorship.tier.in_use); otherwise taken out of every list, kept for the history of the
 * sponsorships that named it.
 */
export function deleteTier(db: Database, userId: string, eventId: string, tierId: string): Promise<void> {
  return withUser(db, userId, async (tx) => {
    await requireManagedEvent(tx, eventId);
    const [tier] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM sponsorship_tiers
        WHERE id = ${tierId}::uuid AND event_id = ${eventId}::uuid AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!tier) throw tierNotFound();
    const [inUse] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM sponsorships
        WHERE tier_id = ${tierId}::uuid AND state IN ('requested', 'accepted', 'approved') LIMIT 1`,
    );
    if (inUse) throw new HttpProblem(409, 'sponsorship.tier.in_use');
    await tx.execute(
      sql`UPDATE sponsorship_tiers SET deleted_at = now(), updated_at = now() WHERE id = ${tierId}::uuid`,
    );
  });
}

/** GET /events/{id}/sponsorships: every request of the event, for its managers and administrators. */
export async function eventSponsorships(
  db: Database,
  userId: string,
  eventId: string,
  query: SponsorshipListQuery,
): Promise<SponsorshipPage> {
  const event = await readAs(db, userId, async (run) => {
    const [row] = await run<SponsoredEvent & { mayList: boolean }>(
      {
        name: 'sponsorship_event_admin',
        text: `SELECT e.manages OR app.is_admin() AS "mayList", e.* FROM (${SPONSORED_EVENT.text}) e`,
      },
      [eventId],
    );
    return row;
  });
  if (!event) throw eventNotFound();
  if (!event.mayList) throw sponsorshipForbidden();
  return sponsorshipPage(db, userId, EVENT_SPONSORSHIPS, [eventId], query);
}
