import type { EventCursor } from '@eventos/domain';
import type { Statement } from '../../db/read-as.ts';

/**
 * The statements of the discovery list (search: event-search.sql.ts): only the columns a card shows
 * (ADR 0008), read through events_with_details under the caller's row policies. Each shape of filters
 * is one named statement, built once and kept: the database parses and plans it once per connection.
 */

/** A card's columns, named as the presenter reads them. */
export interface EventCardRow {
  id: string;
  slug: string;
  name: string;
  summary: string | null;
  startDatetime: Date;
  endDatetime: Date | null;
  category: string;
  visibility: string;
  imagePath: string | null;
  views: number;
  eventType: string;
  isPaid: boolean;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  publishedAt: Date | null;
  cancelledAt: Date | null;
  locationId: string | null;
  locationName: string | null;
  locationCity: string | null;
  locationState: string | null;
  locationLatitude: number | null;
  locationLongitude: number | null;
}

export const CARD_COLUMNS = `e.id, e.slug, e.name, e.summary, e.start_datetime AS "startDatetime",
  e.end_datetime AS "endDatetime", e.category, e.visibility, e.image_path AS "imagePath", e.views,
  e.event_type AS "eventType", e.is_paid AS "isPaid", e.price_min_cents AS "priceMinCents",
  e.price_max_cents AS "priceMaxCents", e.published_at AS "publishedAt", e.cancelled_at AS "cancelledAt",
  e.location_id AS "locationId", e.location_name AS "locationName", e.location_city AS "locationCity",
  e.location_state AS "locationState", e.location_latitude AS "locationLatitude",
  e.location_longitude AS "locationLongitude"`;

/** Filters of the discovery list (all optional). */
export interface CardFilters {
  /** Events overlapping [from, to): not ended by `from`, starting before `to`. */
  from?: Date;
  to?: Date;
  category?: string;
  city?: string;
  paid?: boolean;
  online?: boolean;
}

export interface CardPage extends CardFilters {
  /** Rows to read (the service asks for one more than it shows, to know whether a next page exists). */
  take: number;
  cursor: EventCursor | undefined;
  now: Date;
}

export interface BoundStatement {
  statement: Statement;
  values: unknown[];
}

/**
 * Value $n of a statement (cast to `type`, through `call` if given) as a one-row subquery, an
 * InitPlan, rather than as a parameter the planner may fold into a constant: the plan then never
 * depends on the values. Postgres keeps a named statement's generic plan after its first executions
 * only when that plan is estimated no dearer than the ones planned for the values; with constants
 * the planned ones looked cheaper (a start date's real selectivity, a known limit), so every request
 * was planned again, which cost more than running it (ADR 0012).
 */
export function subqueryValue(n: number, type: string, call?: string): string {
  const value = `$${n}::${type}`;
  return `(SELECT ${call ? `${call}(${value})` : value})`;
}

/** Binds a value as $n through a one-row subquery and answers its SQL (see subqueryValue()). */
export type BindParam = (value: unknown, type: string, call?: string) => string;

/** Each value appended to `values` and used through a one-row subquery (an InitPlan). */
export function bindInto(values: unknown[]): BindParam {
  return (value, type, call) => {
    values.push(value);
    return subqueryValue(values.length, type, call);
  };
}

/**
 * The list's filters as conditions on `e`, in a fixed order, and the letters naming their shape
 * (one shape is one statement text). The featured cards (featured-cards.sql.ts) take the same ones.
 */
export function filterConditions(
  filters: CardFilters,
  param: BindParam,
): { shape: string; conditions: string[] } {
  let shape = '';
  const conditions: string[] = [];
  if (filters.to) {
    shape += 't';
    conditions.push(`e.start_datetime < ${param(filters.to, 'timestamptz')}`);
  }
  if (filters.category) {
    shape += 'c';
    conditions.push(`e.category = ${param(filters.category, 'text')}`);
  }
  if (filters.paid !== undefined) {
    shape += 'p';
    conditions.push(`e.is_paid = ${param(filters.paid, 'boolean')}`);
  }
  if (filters.online) {
    shape += 'n';
    conditions.push(`e.event_type IN ('online', 'hibrido')`);
  }
  if (filters.city) {
    shape += 'y';
    conditions.push(`e.city_key = ${param(filters.city, 'text', 'app.search_text')}`);
  }
  return { shape, conditions };
}

const listStatements = new Map<string, Statement>();

/** One statement per shape of filters, its name made of the shape (so a name always has one text). */
function listStatement(shape: string, build: () => string): Statement {
  let statement = listStatements.get(shape);
  if (!statement) {
    statement = { name: `events_list_${shape}`, text: build() };
    listStatements.set(shape, statement);
  }
  return statement;
}

/**
 * Events the caller may see not ended by the window's start, in (start_datetime, id) order after the
 * cursor, in one statement. Those under way come first: app.events_under_way() finds them on the
 * time-range index (few at any instant); the rest are a range of the (start_datetime, id) or
 * (category, start_datetime, id) index. Past the window's start, the cursor leaves no event under way.
 */
export function upcomingCards(page: CardPage): BoundStatement {
  const from = page.from && page.from > page.now ? page.from : page.now;
  const withOngoing = !(page.cursor && new Date(page.cursor.startsAt) >= from);
  const values: unknown[] = [from, page.take];
  const param = bindInto(values);
  // Conditions both halves share, in a fixed order so that one shape is one text.
  const shared: string[] = [];
  let shape = withOngoing ? 'o' : '';
  if (page.cursor) {
    shape += 'k';
    shared.push(
      `(e.start_datetime, e.id) > (${param(new Date(page.cursor.startsAt), 'timestamptz')}, ${param(page.cursor.id, 'uuid')})`,
    );
  }
  const filters = filterConditions(page, param);
  shape += filters.shape;
  shared.push(...filters.conditions);
  const and = shared.map((condition) => ` AND ${condition}`).join('');
  const statement = listStatement(shape || 'all', () => {
    const start = subqueryValue(1, 'timestamptz');
    const take = subqueryValue(2, 'integer');
    const upcoming = `SELECT ${CARD_COLUMNS} FROM events_with_details e
      WHERE e.start_datetime >= ${start}${and} ORDER BY e.start_datetime, e.id LIMIT ${take}`;
    if (!withOngoing) return upcoming;
    const ongoing = `SELECT ${CARD_COLUMNS} FROM events_with_details e
      WHERE e.id IN (SELECT app.events_under_way(${start}))${and} ORDER BY e.start_datetime, e.id LIMIT ${take}`;
    return `SELECT * FROM ((${ongoing}) UNION ALL (${upcoming})) cards
      ORDER BY "startDatetime", id LIMIT ${take}`;
  });
  return { statement, values };
}

/** Search has its own statements (event-search.sql.ts). */
export { searchCards } from './event-search.sql.ts';
