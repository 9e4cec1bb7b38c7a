import type { Statement } from '../../db/read-as.ts';
import {
  type BoundStatement,
  bindInto,
  CARD_COLUMNS,
  type CardFilters,
  type EventCardRow,
  filterConditions,
  subqueryValue,
} from './event-cards.sql.ts';

/**
 * The "Patrocinado" slot's candidates (issue 22, ADR 0021): cards of the featured events (their ids
 * kept by featured-event-ids.ts), read under the caller's row policies, with the same filters as
 * the list they sit above, so a featured card is always one the list itself would show. A handful
 * of rows read by id. One named statement per shape of the page and of the filters, like the list's.
 */

const featuredStatements = new Map<string, Statement>();

export interface FeaturedPage extends CardFilters {
  now: Date;
  /** The events featured now (never empty: with none, the list runs its own statement). */
  ids: readonly string[];
}

/** A card of the combined statement: a result of the page, or a featured candidate. */
export type PageOrFeaturedRow = EventCardRow & { featured: boolean };

/**
 * The page's statement and the featured candidates matching the same filters (under way or upcoming
 * within [from, to)) as one statement, so the list stays one round trip (ADR 0008). The page's own
 * rows and their plan are as without it (an Append of the two); the featured rows are flagged.
 */
export function withFeaturedCards(list: BoundStatement, page: FeaturedPage): BoundStatement {
  const from = page.from && page.from > page.now ? page.from : page.now;
  const values: unknown[] = [...list.values, [...page.ids], from];
  const first = list.values.length + 1;
  // Values through one-row subqueries, so the plan never depends on them (subqueryValue()).
  const { shape, conditions } = filterConditions(page, bindInto(values));
  const and = conditions.map((condition) => ` AND ${condition}`).join('');
  const key = `${list.statement.name}_featured_${shape || 'all'}`;
  let statement = featuredStatements.get(key);
  if (!statement) {
    // Cast again: ANY over a bare sub-select would read it as a set of arrays, not one array.
    const ids = subqueryValue(first, 'uuid[]');
    const start = subqueryValue(first + 1, 'timestamptz');
    // Not ended by the window's start as the list counts it (an event without an end ends as it
    // starts); public, published and not cancelled again, as the ids may be a few seconds old.
    const featured = `SELECT ${CARD_COLUMNS} FROM events_with_details e
      WHERE e.id = ANY(${ids}::uuid[]) AND e.visibility = 'public' AND e.published_at IS NOT NULL
        AND e.cancelled_at IS NULL AND coalesce(e.end_datetime, e.start_datetime) >= ${start}${and}`;
    statement = {
      name: key,
      text: `SELECT false AS featured, page.* FROM (${list.statement.text}) page
      UNION ALL SELECT true AS featured, candidates.* FROM (${featured}) candidates`,
    };
    featuredStatements.set(key, statement);
  }
  return { statement, values };
}
