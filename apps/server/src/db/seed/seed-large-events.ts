import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { benchId, draw, pickText, pickWeighted, textArray } from './seed-large-sql.ts';
import { BENCH_ORGANIZERS, cityNames, venueCityIndex } from './seed-large-venues.ts';
import {
  BENCH_AUDIENCES,
  BENCH_DESCRIPTION_SENTENCES,
  BENCH_EVENT_KINDS,
  BENCH_RARE_EVERY,
  BENCH_RARE_WORDS,
  BENCH_SUMMARY_CLOSINGS,
  BENCH_SUMMARY_OPENINGS,
  BENCH_TAGS,
  BENCH_TOPICS,
} from './seed-large-vocabulary.ts';

/** Shares of the events, in per mille of the rows (drawn per row, so counts are close, not exact). */
export const BENCH_SHARES = {
  online: 100,
  hybrid: 60,
  paid: 200,
  freeWithTickets: 50,
  private: 50,
  draft: 30,
  cancelled: 10,
} as const;

/**
 * Start days spread evenly over 4 × 365.25 days (1461 and the prime 48271 share no factor, so any
 * 1461 consecutive events land on different days); start times on quarter-hours from 08:00 to 21:45
 * in Brazil (11:00–00:45 UTC), so many events share a start and keyset pages must break ties by id.
 */
const SPREAD_DAYS = 1461;
const DAY_MULTIPLIER = 48_271;
const TIME_SLOTS = 56;
const TIME_MULTIPLIER = 7_919;

const TOPIC_WEIGHTS = BENCH_TOPICS.map((t) => t[2]);
const topics = textArray(BENCH_TOPICS.map((t) => t[0]));
const topicCategories = textArray(BENCH_TOPICS.map((t) => t[1]));
const tags = textArray(BENCH_TAGS);

const n = sql`n`;
const r = (stream: number): SQL => draw(n, stream);
const sentence = (stream: number): SQL => pickText(BENCH_DESCRIPTION_SENTENCES, r(stream));
/** Two different tags of the vocabulary. */
const tagPair = (stream: number): [SQL, SQL] => {
  const k = BENCH_TAGS.length;
  const first = sql`(${r(stream)} % ${sql.raw(String(k))})`;
  const second = sql`((${first} + 1 + ${r(stream + 1)} % ${sql.raw(String(k - 1))}) % ${sql.raw(String(k))})`;
  return [sql`${tags}[1 + ${first}]`, sql`${tags}[1 + ${second}]`];
};

/**
 * Events first..last (`bench-event-<n>` ids, slugs from their names): topics and categories by
 * weight, venues in many cities, some online or hybrid, some paid, private, drafts or cancelled;
 * pt-BR names, summaries, descriptions and tags for full-text search to find.
 */
export async function insertEvents(
  handle: DatabaseHandle,
  range: { first: number; last: number },
  anchor: Date,
  venues: number,
): Promise<void> {
  const s = BENCH_SHARES;
  const [tag1, tag2] = tagPair(12);
  const at = anchor.toISOString();
  await handle.db.execute(sql`
    INSERT INTO events (id, slug, name, summary, description, start_datetime, end_datetime, category,
      subcategory, tags, target_audience, is_paid, price_min_cents, price_max_cents, requires_tickets,
      ticket_link, visibility, event_type, access_link, organizer_id, location_id, published_at,
      cancelled_at, views, created_at, updated_at)
    SELECT ${benchId('bench-event-', n)},
      btrim(regexp_replace(app.search_text(w.name), '[^a-z0-9]+', '-', 'g'), '-') || '-' || n,
      w.name,
      ${pickText(BENCH_SUMMARY_OPENINGS, r(19))} || ' ' || k.topic
        || CASE WHEN k.venue IS NULL THEN ', ao vivo pela internet' ELSE ' em ' || k.city END || '. '
        || ${pickText(BENCH_SUMMARY_CLOSINGS, r(20))},
      '<p>' || ${sentence(15)} || ' ' || ${sentence(16)} || '</p><p>Nesta edição, o destaque é '
        || lower(k.topic) || CASE WHEN k.venue IS NULL THEN ', com transmissão ao vivo' ELSE ', em ' || k.city END
        || '.</p><p>' || ${sentence(17)} || '</p>'
        || CASE WHEN n % ${BENCH_RARE_EVERY} = 0
             THEN '<p>Inclui uma demonstração de '
               || ${pickText(BENCH_RARE_WORDS, sql`(n / ${BENCH_RARE_EVERY})`)} || '.</p>'
             ELSE '' END,
      t.starts,
      t.starts + (1 + ${r(21)} % 5) * interval '1 hour'
        + CASE WHEN ${r(22)} % 40 = 0 THEN (1 + ${r(22)} / 40 % 3) * interval '1 day' ELSE interval '0' END,
      ${topicCategories}[d.topic],
      CASE WHEN ${r(23)} % 10 < 7 THEN k.topic END,
      (ARRAY[lower(k.topic), ${tag1}, ${tag2}])[1:2 + ${r(13)} % 2],
      CASE WHEN ${r(14)} % 4 > 0 THEN ${pickText(BENCH_AUDIENCES, r(24))} END,
      d.price_roll < ${s.paid},
      CASE WHEN d.price_roll < ${s.paid} THEN p.min_cents END,
      CASE WHEN d.price_roll < ${s.paid} THEN
        CASE p.shape WHEN 0 THEN NULL WHEN 1 THEN p.min_cents ELSE p.min_cents + (1 + ${r(25)} % 8) * 1000 END
      END,
      d.price_roll < ${s.paid + s.freeWithTickets},
      CASE WHEN d.price_roll < ${s.paid + s.freeWithTickets}
        THEN 'https://ingressos.exemplo.com.br/evento/' || n END,
      CASE WHEN ${r(26)} % 1000 < ${s.private} THEN 'private' ELSE 'public' END,
      k.event_type,
      CASE WHEN k.event_type <> 'presencial' THEN 'https://sala.exemplo.com.br/bench-' || n END,
      ${benchId('bench-profile-', sql`coalesce(k.venue, ${r(27)}) % ${BENCH_ORGANIZERS}`)},
      ${benchId('bench-venue-', sql`k.venue`)},
      CASE WHEN d.status_roll >= ${s.draft} THEN c.created END,
      CASE WHEN d.status_roll >= ${s.draft} AND d.status_roll < ${s.draft + s.cancelled}
        THEN c.created + interval '1 day' END,
      (${r(28)} % 100) * (${r(28)} / 100 % 100) / 2,
      c.created, c.created
    FROM generate_series(${range.first}::int, ${range.last}::int) AS n
    CROSS JOIN LATERAL (
      SELECT ${pickWeighted(TOPIC_WEIGHTS, r(1))} AS topic,
        ${r(3)} % 1000 AS type_roll,
        ${r(4)} % 1000 AS price_roll,
        ${r(5)} % 1000 AS status_roll
    ) d
    CROSS JOIN LATERAL (
      SELECT CASE WHEN d.type_roll < ${s.online} THEN 'online'
               WHEN d.type_roll < ${s.online + s.hybrid} THEN 'hibrido' ELSE 'presencial' END AS event_type,
        CASE WHEN d.type_roll >= ${s.online} THEN ${r(2)} % ${venues} END AS venue,
        ${topics}[d.topic] AS topic
    ) k0
    CROSS JOIN LATERAL (
      SELECT k0.event_type, k0.venue, k0.topic,
        CASE WHEN k0.venue IS NOT NULL THEN ${cityNames}[${venueCityIndex(sql`k0.venue`)}] END AS city
    ) k
    CROSS JOIN LATERAL (
      SELECT ${pickText(BENCH_EVENT_KINDS, r(6))} || ' de ' || k.topic
        || CASE WHEN k.venue IS NOT NULL AND ${r(7)} % 3 = 0 THEN ' em ' || k.city ELSE '' END AS name
    ) w
    CROSS JOIN LATERAL (
      SELECT (2 + ${r(11)} % 30) * 500 AS min_cents, ${r(11)} / 30 % 3 AS shape
    ) p
    CROSS JOIN LATERAL (
      SELECT ${at}::timestamptz - interval '730 days' + interval '11 hours'
        + ((n::bigint * ${DAY_MULTIPLIER}) % ${SPREAD_DAYS}) * interval '1 day'
        + ((n::bigint * ${TIME_MULTIPLIER}) % ${TIME_SLOTS}) * interval '15 minutes' AS starts
    ) t
    CROSS JOIN LATERAL (
      SELECT least(t.starts, ${at}::timestamptz) - (1 + n % 60) * interval '1 day' AS created
    ) c
    ON CONFLICT DO NOTHING`);
}
