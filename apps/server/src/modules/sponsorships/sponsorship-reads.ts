import type { Sponsorship, SponsorshipListQuery, SponsorshipPage } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { sponsorshipNotFound } from './sponsorship-problems.ts';
import { type SponsorshipRow, toSponsorship } from './sponsorships.presenter.ts';
import { SPONSORSHIP_COLUMNS, SPONSORSHIP_FROM } from './sponsorships.sql.ts';

/**
 * Reading sponsorships as the caller (row policies: the sponsor, the event's managers,
 * administrators). Inside a transaction of a change (withUser) or on a hot read (readAs).
 */

/** The sponsorship as the caller may see it, or undefined; `lock` takes the row for a change. */
export async function findSponsorship(tx: Tx, id: string, lock = false): Promise<SponsorshipRow | undefined> {
  const [row] = await queryRows<SponsorshipRow>(
    tx,
    sql`SELECT ${sql.raw(SPONSORSHIP_COLUMNS)} ${sql.raw(SPONSORSHIP_FROM)} WHERE s.id = ${id}::uuid
      ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
  return row;
}

/** The sponsorship as the caller may see it; else 404 sponsorship.not_found. */
export async function requireSponsorship(tx: Tx, id: string, lock = false): Promise<SponsorshipRow> {
  const row = await findSponsorship(tx, id, lock);
  if (!row) throw sponsorshipNotFound();
  return row;
}

/** The sponsorship as the API answers it, read inside the transaction of the change. */
export async function sponsorshipOf(tx: Tx, id: string): Promise<Sponsorship> {
  return toSponsorship(await requireSponsorship(tx, id));
}

/**
 * One page of a list statement: `leading` values first (its subject, if any), then state, cursor
 * time, cursor id and limit. The cursor is (`timeOf(row)`, id): the request time by default.
 */
export async function sponsorshipPage<R extends SponsorshipRow = SponsorshipRow>(
  db: Database,
  userId: string,
  statement: Statement,
  leading: readonly unknown[],
  query: SponsorshipListQuery,
  timeOf: (row: R) => string = (row) => row.keyAt,
): Promise<SponsorshipPage> {
  const after = groupCursorOf(query.cursor);
  const rows = await readAs(db, userId, (run) =>
    run<R>(statement, [
      ...leading,
      query.state ?? null,
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]),
  );
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => ({
    rank: 0,
    at: timeOf(row),
    id: row.id,
  }));
  return { items: shown.map(toSponsorship), nextCursor };
}
