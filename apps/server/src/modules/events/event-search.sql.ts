import type { Statement } from '../../db/read-as.ts';
import { type BoundStatement, type CardPage, subqueryValue } from './event-cards.sql.ts';

/**
 * The search statement of the discovery list (`?q=`), one named statement per shape of filters
 * (ADR 0012). A common word is found by walking the upcoming public events in (start_datetime, id)
 * order on the index the filters pick, testing each against the stored full-text vector and folded
 * name: a page of a word that one event in ten carries reads about two hundred rows. The walk stops
 * after WALK_ROWS candidates; when it found less than a page, app.search_public_events answers
 * instead (the full-text and trigram indexes, planned for the term, and similar names when no word
 * matches), so rare words and typos keep their indexes. Cards are read under the caller's row
 * policies, and only public, published, not cancelled events are ever returned.
 *
 * Every value reaches the plan through a one-row subquery (an InitPlan), never as a constant: the
 * plan does not depend on the values, so Postgres keeps the generic plan after the first executions
 * and no request pays for planning (a constant window start made each custom plan look cheaper, and
 * every request was planned again).
 */

/** Candidates the walk reads before it leaves the page to the indexes of the definer function. */
export const WALK_ROWS = 1000;

/** The values ($n as `searchCards` binds them), each read through a one-row subquery (subqueryValue). */
const TERM = '$1::text';
const WINDOW_START = subqueryValue(2, 'timestamptz');
const TAKE = subqueryValue(3, 'integer');

/** Only public, published, not cancelled events, whoever searches (as app.search_public_events). */
const PUBLIC = `e.visibility = 'public' AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
  AND e.published_at <= now()`;

/** The folded term as a Portuguese full-text query, and as a pattern found anywhere in a name. */
const FOLDED = `app.search_text(btrim(${TERM}))`;
const QUERY = `(SELECT websearch_to_tsquery('pg_catalog.portuguese'::regconfig, ${FOLDED}))`;
const PATTERN = `(SELECT app.contains_pattern(btrim(${TERM})))`;

/** The term's words in the stored full-text vector, or the term in the stored folded name. */
const matches = (row: string) => `(${row}.search_vector @@ ${QUERY} OR ${row}.search_name LIKE ${PATTERN})`;

/** The events columns of a card (the venue's come from the final join). */
const EVENT_COLUMNS = [
  'id',
  'slug',
  'name',
  'summary',
  'start_datetime',
  'end_datetime',
  'category',
  'visibility',
  'image_path',
  'views',
  'event_type',
  'is_paid',
  'price_min_cents',
  'price_max_cents',
  'published_at',
  'cancelled_at',
  'location_id',
];
const columnsOf = (row: string) => EVENT_COLUMNS.map((c) => `${row}.${c}`).join(', ');

/** The card as EventCardRow names it, from a found event and its venue (under the venue's policies). */
const CARD = `f.id, f.slug, f.name, f.summary, f.start_datetime AS "startDatetime",
  f.end_datetime AS "endDatetime", f.category, f.visibility, f.image_path AS "imagePath", f.views,
  f.event_type AS "eventType", f.is_paid AS "isPaid", f.price_min_cents AS "priceMinCents",
  f.price_max_cents AS "priceMaxCents", f.published_at AS "publishedAt", f.cancelled_at AS "cancelledAt",
  f.location_id AS "locationId", l.name AS "locationName", l.city AS "locationCity",
  l.state AS "locationState", l.latitude AS "locationLatitude", l.longitude AS "locationLongitude"`;

/** Filters in a fixed order (one shape, one text), each on its value's subquery. */
function shapeOf(page: CardPage, withOngoing: boolean): { shape: string; conditions: string[] } {
  const conditions: string[] = [];
  let shape = withOngoing ? 'o' : '';
  if (page.cursor) {
    shape += 'k';
    conditions.push(
      `(e.start_datetime, e.id) > (${subqueryValue(10, 'timestamptz')}, ${subqueryValue(11, 'uuid')})`,
    );
  }
  if (page.to) {
    shape += 't';
    conditions.push(`e.start_datetime < ${subqueryValue(5, 'timestamptz')}`);
  }
  if (page.category) {
    shape += 'c';
    conditions.push(`e.category = ${subqueryValue(6, 'text')}`);
  }
  if (page.paid !== undefined) {
    shape += 'p';
    conditions.push(`e.is_paid = ${subqueryValue(8, 'boolean')}`);
  }
  if (page.online) {
    shape += 'n';
    conditions.push(`e.event_type IN ('online', 'hibrido')`);
  }
  if (page.city) {
    shape += 'y';
    conditions.push(`e.city_key = ${subqueryValue(7, 'text', 'app.search_text')}`);
  }
  return { shape: shape || 'all', conditions };
}

function buildText(withOngoing: boolean, conditions: string[]): string {
  const and = conditions.map((condition) => `\n      AND ${condition}`).join('');
  // Events under way at the window's start (app.events_under_way, few at any instant) that match.
  const ongoing = `(SELECT ${columnsOf('e')} FROM events e
      WHERE e.id IN (SELECT app.events_under_way(${WINDOW_START})) AND e.start_datetime < ${WINDOW_START}
      AND ${PUBLIC}
      AND ${matches('e')}${and}
      ORDER BY e.start_datetime, e.id LIMIT ${TAKE})`;
  // The walk: WALK_ROWS candidates at most, in start order; the match is tested on each, lazily.
  const upcoming = `(SELECT ${columnsOf('c')} FROM (
      SELECT ${columnsOf('e')}, e.search_vector, e.search_name FROM events e
      WHERE e.start_datetime >= ${WINDOW_START}
      AND ${PUBLIC}${and}
      ORDER BY e.start_datetime, e.id LIMIT ${WALK_ROWS}) c
    WHERE ${matches('c')}
    ORDER BY c.start_datetime, c.id LIMIT ${TAKE})`;
  const walked = withOngoing ? `${ongoing}\n    UNION ALL\n    ${upcoming}` : upcoming;
  return `WITH words AS MATERIALIZED (
  SELECT * FROM (
    ${walked}
  ) w
  WHERE (SELECT ${FOLDED}) <> ''
  ORDER BY w.start_datetime, w.id LIMIT ${TAKE}
), found AS (
  SELECT * FROM words WHERE (SELECT count(*) FROM words) >= ${TAKE}
  UNION ALL
  SELECT ${columnsOf('e')} FROM events e
  WHERE e.id IN (SELECT s.id FROM app.search_public_events(${TERM}, $4::timestamptz, $5::timestamptz,
      $6::text, $7::text, $8::boolean, $9::boolean, $10::timestamptz, $11::uuid, $3::integer) s)
    AND (SELECT count(*) FROM words) < ${TAKE}
)
SELECT ${CARD}
FROM found f LEFT JOIN locations l ON l.id = f.location_id
ORDER BY f.start_datetime, f.id`;
}

const statements = new Map<string, Statement>();

/**
 * Public events matching `term`, a keyset page of them in (start_datetime, id) order: events under
 * way at the window's start first, then those starting from it.
 */
export function searchCards(term: string, page: CardPage): BoundStatement {
  const from = page.from && page.from > page.now ? page.from : page.now;
  const withOngoing = !(page.cursor && new Date(page.cursor.startsAt) >= from);
  const { shape, conditions } = shapeOf(page, withOngoing);
  let statement = statements.get(shape);
  if (!statement) {
    statement = { name: `events_search_${shape}`, text: buildText(withOngoing, conditions) };
    statements.set(shape, statement);
  }
  return {
    statement,
    values: [
      term,
      from,
      page.take,
      page.from ?? null,
      page.to ?? null,
      page.category ?? null,
      page.city ?? null,
      page.paid ?? null,
      page.online ?? null,
      page.cursor ? new Date(page.cursor.startsAt) : null,
      page.cursor?.id ?? null,
    ],
  };
}
