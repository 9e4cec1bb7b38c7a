import type {
  Sponsorship,
  SponsorshipListQuery,
  SponsorshipPage,
  SponsorshipRequestInput,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { requireEvent } from './sponsored-event.ts';
import { notifyManagers } from './sponsorship-notices.ts';
import { asSponsorshipProblem, sponsorshipNotFound, tierNotFound } from './sponsorship-problems.ts';
import { sponsorshipOf, sponsorshipPage } from './sponsorship-reads.ts';
import { type SponsorshipRow, toSponsorship } from './sponsorships.presenter.ts';
import { MY_SPONSORSHIPS, SPONSORSHIP_BY_ID } from './sponsorships.sql.ts';

/**
 * POST /events/{id}/sponsorships: a request to sponsor, as oneself or a group one manages. Refused
 * for the event's own managers, an event that is not open or not public and upcoming, a tier of
 * another event and a full tier; one in progress per sponsor and event (the unique index).
 */
export async function requestSponsorship(
  db: Database,
  caller: Caller,
  eventId: string,
  input: SponsorshipRequestInput,
): Promise<Sponsorship> {
  try {
    return await withUser(db, caller.userId, async (tx) => {
      const event = await requireEvent(tx, eventId);
      if (event.manages) throw new HttpProblem(403, 'sponsorship.own_event');
      if (event.unavailable) throw new HttpProblem(409, 'sponsorship.event_unavailable');
      if (!event.open) throw new HttpProblem(409, 'sponsorship.closed');
      if (input.groupId) {
        const [managed] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM app.managed_group_ids() AS id WHERE id = ${input.groupId}::uuid`,
        );
        if (!managed) throw new HttpProblem(403, 'sponsorship.group.not_managed');
      }
      const [tier] = await queryRows<{ amountCents: number; slots: number; taken: number }>(
        tx,
        sql`SELECT t.amount_cents AS "amountCents", t.slots, coalesce(k.taken, 0)::integer AS taken
          FROM sponsorship_tiers t LEFT JOIN app.sponsorship_tier_taken(${eventId}::uuid) k ON k.tier_id = t.id
          WHERE t.id = ${input.tierId}::uuid AND t.event_id = ${eventId}::uuid AND t.deleted_at IS NULL`,
      );
      if (!tier) throw tierNotFound();
      if (tier.taken >= tier.slots) throw new HttpProblem(409, 'sponsorship.tier.full');
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO sponsorships (event_id, tier_id, person_id, group_id, display_name, link_url, message, amount_cents)
          VALUES (${eventId}::uuid, ${input.tierId}::uuid, ${caller.userId}::uuid, ${input.groupId}::uuid,
            ${input.displayName}, ${input.linkUrl}, ${input.message}, ${tier.amountCents})
          RETURNING id`,
      );
      const id = row?.id ?? '';
      await notifyManagers(
        tx,
        'sponsorship_requested',
        {
          id,
          eventId,
          eventName: event.name,
          personId: caller.userId,
          groupId: input.groupId,
          displayName: input.displayName,
        },
        { actorId: caller.userId, withSponsorshipId: true },
      );
      return sponsorshipOf(tx, id);
    });
  } catch (err) {
    throw asSponsorshipProblem(err);
  }
}

/** GET /sponsorships/mine: the caller's, as themselves or a group they manage, newest first. */
export function mySponsorships(
  db: Database,
  userId: string,
  query: SponsorshipListQuery,
): Promise<SponsorshipPage> {
  return sponsorshipPage(db, userId, MY_SPONSORSHIPS, [userId], query);
}

/** GET /sponsorships/{id}: for the sponsor, the event's managers and administrators (404 else). */
export async function oneSponsorship(db: Database, userId: string | null, id: string): Promise<Sponsorship> {
  const [row] = await readAs(db, userId, (run) => run<SponsorshipRow>(SPONSORSHIP_BY_ID, [id]));
  // The public sees approved rows through the policies, but only as PublicSponsor on the event.
  if (!row || (!row.isSponsor && !row.managesEvent && !(await isAdmin(db, userId))))
    throw sponsorshipNotFound();
  return toSponsorship(row);
}

async function isAdmin(db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await readAs(db, userId, (run) =>
    run<{ admin: boolean }>({ name: 'sponsorship_is_admin', text: 'SELECT app.is_admin() AS admin' }, []),
  );
  return row?.admin === true;
}
