import { nextSponsorshipState, type Sponsorship, type SponsorshipAction } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { type NoticeSubject, notifyAdmins, notifyManagers, notifySponsor } from './sponsorship-notices.ts';
import {
  asSponsorshipProblem,
  sponsorshipForbidden,
  sponsorshipStateChanged,
} from './sponsorship-problems.ts';
import { requireSponsorship, sponsorshipOf } from './sponsorship-reads.ts';
import type { SponsorshipRow } from './sponsorships.presenter.ts';

/**
 * The organiser's and the sponsor's steps (issue 22): accept or decline a request (the event's
 * managers), withdraw it (the sponsor). The row is locked first, so two steps at once are taken
 * one after the other and the second meets the state the first left (409 state_changed).
 */

type Step = Extract<SponsorshipAction, 'accept' | 'decline' | 'withdraw'>;

const subjectOf = (row: SponsorshipRow): NoticeSubject => ({
  id: row.id,
  eventId: row.eventId,
  eventName: row.eventName,
  personId: row.personId,
  groupId: row.groupId,
  displayName: row.displayName,
});

async function locked(tx: Tx, id: string, step: Step): Promise<SponsorshipRow> {
  const seen = await requireSponsorship(tx, id);
  const mayTake = step === 'withdraw' ? seen.isSponsor : seen.managesEvent;
  if (!mayTake) throw sponsorshipForbidden();
  const row = await requireSponsorship(tx, id, true);
  if (nextSponsorshipState(row.state, step) === null) throw sponsorshipStateChanged();
  return row;
}

/**
 * Accepting holds one of the tier's slots: the tier row is locked (its managers may update it) and
 * the slots held counted after the lock, so two accepts at once never overfill it.
 */
async function holdSlot(tx: Tx, row: SponsorshipRow): Promise<void> {
  const [tier] = await queryRows<{ slots: number }>(
    tx,
    sql`SELECT slots FROM sponsorship_tiers WHERE id = ${row.tierId}::uuid FOR UPDATE`,
  );
  if (!tier) throw sponsorshipForbidden();
  const [held] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::integer AS n FROM sponsorships
      WHERE tier_id = ${row.tierId}::uuid AND state IN ('accepted', 'approved')`,
  );
  if ((held?.n ?? 0) >= tier.slots) throw new HttpProblem(409, 'sponsorship.tier.full');
}

function run(db: Database, caller: Caller, fn: (tx: Tx) => Promise<Sponsorship>): Promise<Sponsorship> {
  return withUser(db, caller.userId, fn).catch((err: unknown) => {
    throw asSponsorshipProblem(err);
  });
}

/** POST /sponsorships/{id}/accept: requested → accepted; the sponsor and administrators are told. */
export function acceptSponsorship(db: Database, caller: Caller, id: string, note: string | null) {
  return run(db, caller, async (tx) => {
    const row = await locked(tx, id, 'accept');
    await holdSlot(tx, row);
    await tx.execute(sql`UPDATE sponsorships SET state = 'accepted', accepted_at = now(),
        organiser_note = ${note}, updated_at = now() WHERE id = ${id}::uuid`);
    const options = { actorId: caller.userId };
    await notifySponsor(tx, 'sponsorship_accepted', subjectOf(row), options);
    await notifyAdmins(tx, 'sponsorship_awaiting_approval', subjectOf(row), options);
    return sponsorshipOf(tx, id);
  });
}

/** POST /sponsorships/{id}/decline: requested or accepted → declined; the sponsor is told. */
export function declineSponsorship(db: Database, caller: Caller, id: string, note: string | null) {
  return run(db, caller, async (tx) => {
    const row = await locked(tx, id, 'decline');
    await tx.execute(sql`UPDATE sponsorships SET state = 'declined', closed_at = now(),
        organiser_note = ${note}, updated_at = now() WHERE id = ${id}::uuid`);
    await notifySponsor(tx, 'sponsorship_declined', subjectOf(row), { actorId: caller.userId });
    return sponsorshipOf(tx, id);
  });
}

/** POST /sponsorships/{id}/withdraw: requested or accepted → withdrawn; the managers are told. */
export function withdrawSponsorship(db: Database, caller: Caller, id: string) {
  return run(db, caller, async (tx) => {
    const row = await locked(tx, id, 'withdraw');
    await tx.execute(sql`UPDATE sponsorships SET state = 'withdrawn', closed_at = now(), updated_at = now()
      WHERE id = ${id}::uuid`);
    await notifyManagers(tx, 'sponsorship_withdrawn', subjectOf(row), { actorId: caller.userId });
    return sponsorshipOf(tx, id);
  });
}
