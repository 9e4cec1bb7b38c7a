import {
  type FeaturedWindowInput,
  nextSponsorshipState,
  type Sponsorship,
  type SponsorshipAction,
  type SponsorshipListQuery,
  type SponsorshipPage,
  type SponsorshipTotals,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { recordAdminAction } from '../admin-audit/record-admin-action.ts';
import { forgetFeaturedEventIds } from '../events/featured-event-ids.ts';
import { requireSponsorship, sponsorshipPage } from '../sponsorships/sponsorship-reads.ts';
import { type SponsorshipRow, toSponsorship } from '../sponsorships/sponsorships.presenter.ts';
import {
  ADMIN_FEATURED,
  ADMIN_SPONSORSHIPS,
  TOTALS_PER_EVENT,
  TOTALS_PER_MONTH,
} from './admin-sponsorships.sql.ts';
import { notifySponsorshipDecision } from './sponsorship-decision-notices.ts';

/** The administrator's side of sponsorships (issue 22): every change audited, in its transaction. */

type AdminAction = Extract<SponsorshipAction, 'approve' | 'reject' | 'end'>;

/** The queue (?state=accepted) or any state, newest change first. */
export async function listAdminSponsorships(
  db: Database,
  caller: Caller,
  query: SponsorshipListQuery,
): Promise<SponsorshipPage> {
  // Newest change first: the cursor runs on updated_at.
  return sponsorshipPage<SponsorshipRow & { changedAt: string }>(
    db,
    caller.userId,
    ADMIN_SPONSORSHIPS,
    [],
    query,
    (row) => row.changedAt,
  );
}

/** Approved sponsorships whose featured window is not yet over. */
export async function listFeatured(db: Database, caller: Caller): Promise<{ items: Sponsorship[] }> {
  const rows = await readAs(db, caller.userId, (run) => run<SponsorshipRow>(ADMIN_FEATURED, []));
  return { items: rows.map(toSponsorship) };
}

export async function sponsorshipTotals(db: Database, caller: Caller): Promise<SponsorshipTotals> {
  type Sum = { count: number; amountCents: string | number };
  const [events, months] = await readAs(db, caller.userId, (run) =>
    Promise.all([
      run<Sum & { id: string; slug: string; name: string }>(TOTALS_PER_EVENT, []),
      run<Sum & { month: string }>(TOTALS_PER_MONTH, []),
    ]),
  );
  return {
    perEvent: events.map((r) => ({
      event: { id: r.id, slug: r.slug, name: r.name },
      count: Number(r.count),
      amountCents: Number(r.amountCents),
    })),
    perMonth: months.map((r) => ({
      month: r.month,
      count: Number(r.count),
      amountCents: Number(r.amountCents),
    })),
  };
}

/** What an audit entry keeps of a sponsorship's state. */
const auditState = (row: SponsorshipRow) => ({
  state: row.state,
  featuredFrom: row.featuredFrom ? new Date(row.featuredFrom).toISOString() : null,
  featuredUntil: row.featuredUntil ? new Date(row.featuredUntil).toISOString() : null,
});

/** The change each action writes: approval opens the featured window unless the event is over. */
function changeOf(action: AdminAction, id: string, eventId: string, note: string | null) {
  switch (action) {
    case 'approve':
      return sql`UPDATE sponsorships SET state = 'approved', approved_at = now(), updated_at = now(),
          admin_note = ${note},
          featured_from = CASE WHEN w.ends > now() THEN now() END,
          featured_until = CASE WHEN w.ends > now() THEN w.ends END
        FROM (SELECT app.sponsorship_event_ends(${eventId}::uuid) AS ends) w
        WHERE id = ${id}::uuid`;
    case 'reject':
      return sql`UPDATE sponsorships SET state = 'declined', closed_at = now(), updated_at = now(),
          admin_note = ${note}
        WHERE id = ${id}::uuid`;
    case 'end':
      return sql`UPDATE sponsorships SET state = 'ended', closed_at = now(), updated_at = now(),
          admin_note = coalesce(${note}, admin_note), featured_from = NULL, featured_until = NULL
        WHERE id = ${id}::uuid`;
  }
}

/** Takes the sponsorship for a change: 404 when unseen (never for an administrator), 409 when it moved on. */
async function lockFor(tx: Tx, id: string, action: AdminAction): Promise<SponsorshipRow> {
  const row = await requireSponsorship(tx, id, true);
  if (nextSponsorshipState(row.state, action) === null)
    throw new HttpProblem(409, 'sponsorship.state_changed');
  return row;
}

/** approve (accepted → approved), reject (requested|accepted → declined), end (approved → ended). */
export async function decideSponsorship(
  db: Database,
  caller: Caller,
  id: string,
  action: AdminAction,
  note: string | null,
): Promise<Sponsorship> {
  const decided = await withUser(db, caller.userId, async (tx) => {
    const before = await lockFor(tx, id, action);
    await tx.execute(changeOf(action, id, before.eventId, note));
    const after = await requireSponsorship(tx, id);
    await recordAdminAction(tx, caller.userId, {
      action: `sponsorship.${action}`,
      targetType: 'sponsorship',
      targetId: id,
      targetLabel: `${before.displayName} — ${before.eventName}`.slice(0, 200),
      before: auditState(before),
      after: auditState(after),
      reason: note,
    });
    await notifySponsorshipDecision(tx, caller.userId, action, after);
    return toSponsorship(after);
  });
  // The "Patrocinado" slot changes at once in this process (other processes within seconds).
  forgetFeaturedEventIds(db);
  return decided;
}

/** Moves or clears the featured window of an approved sponsorship. */
export async function setFeaturedWindow(
  db: Database,
  caller: Caller,
  id: string,
  input: FeaturedWindowInput,
): Promise<Sponsorship> {
  const moved = await withUser(db, caller.userId, async (tx) => {
    const before = await requireSponsorship(tx, id, true);
    if (before.state !== 'approved') throw new HttpProblem(409, 'sponsorship.featured.not_approved');
    await queryRows(
      tx,
      sql`UPDATE sponsorships SET featured_from = ${input.featuredFrom}::timestamptz,
          featured_until = ${input.featuredUntil}::timestamptz, updated_at = now()
        WHERE id = ${id}::uuid`,
    );
    const after = await requireSponsorship(tx, id);
    await recordAdminAction(tx, caller.userId, {
      action: 'sponsorship.feature',
      targetType: 'sponsorship',
      targetId: id,
      targetLabel: `${before.displayName} — ${before.eventName}`.slice(0, 200),
      before: auditState(before),
      after: auditState(after),
    });
    return toSponsorship(after);
  });
  forgetFeaturedEventIds(db);
  return moved;
}
