import { SPONSORSHIP_TOTAL_MONTHS } from '@eventos/domain';
import type { Statement } from '../../db/read-as.ts';
import { keyTime } from '../groups/groups.cursor.ts';
import { SPONSORSHIP_COLUMNS, SPONSORSHIP_FROM } from '../sponsorships/sponsorships.sql.ts';

/**
 * The administrator's reads of sponsorships, under their row policies (an administrator sees every
 * row). Lists go newest change first on the (state, updated_at, id) index.
 */

/**
 * A page of every sponsorship, or those in a state ($1, null for all), newest change first, after
 * the cursor ($2 time, $3 id); $4 the limit (one more is read to know whether a page follows).
 */
export const ADMIN_SPONSORSHIPS: Statement = {
  name: 'admin_sponsorships_page',
  text: `SELECT ${SPONSORSHIP_COLUMNS}, ${keyTime('s.updated_at')} AS "changedAt" ${SPONSORSHIP_FROM}
    WHERE ($1::text IS NULL OR s.state = $1::text)
      AND ($2::timestamptz IS NULL OR (s.updated_at, s.id) < ($2::timestamptz, $3::uuid))
    ORDER BY s.updated_at DESC, s.id DESC
    LIMIT $4::integer`,
};

/** Approved sponsorships whose featured window is not over, soonest first. */
export const ADMIN_FEATURED: Statement = {
  name: 'admin_sponsorships_featured',
  text: `SELECT ${SPONSORSHIP_COLUMNS} ${SPONSORSHIP_FROM}
    WHERE s.state = 'approved' AND s.featured_from IS NOT NULL AND s.featured_until > now()
    ORDER BY s.featured_from, s.id`,
};

/** Approved and ended sponsorships summed per event: the 50 largest by amount. */
export const TOTALS_PER_EVENT: Statement = {
  name: 'admin_sponsorships_totals_event',
  text: `SELECT s.event_id AS id, coalesce(max(e.slug), '') AS slug, coalesce(max(e.name), '') AS name,
      count(*)::integer AS count, sum(s.amount_cents)::bigint AS "amountCents"
    FROM sponsorships s LEFT JOIN events e ON e.id = s.event_id
    WHERE s.state IN ('approved', 'ended')
    GROUP BY s.event_id
    ORDER BY sum(s.amount_cents) DESC, s.event_id
    LIMIT 50`,
};

/** The same per month of approval in São Paulo time, the last SPONSORSHIP_TOTAL_MONTHS months. */
export const TOTALS_PER_MONTH: Statement = {
  name: 'admin_sponsorships_totals_month',
  text: `SELECT to_char(s.approved_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month,
      count(*)::integer AS count, sum(s.amount_cents)::bigint AS "amountCents"
    FROM sponsorships s
    WHERE s.state IN ('approved', 'ended') AND s.approved_at IS NOT NULL
      AND s.approved_at >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo')
        AT TIME ZONE 'America/Sao_Paulo' - interval '${SPONSORSHIP_TOTAL_MONTHS - 1} months'
    GROUP BY 1
    ORDER BY 1 DESC`,
};
