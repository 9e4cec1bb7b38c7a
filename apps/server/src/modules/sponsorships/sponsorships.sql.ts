import { keyTime } from '../groups/groups.cursor.ts';

/**
 * The columns of a Sponsorship as its sponsor, the event's managers and administrators read it,
 * through their row policies. The event, tier, person and group are joined loosely: a sponsorship
 * stays listed for its sponsor even once they may no longer see the event or the group.
 */
export const SPONSORSHIP_COLUMNS = `
  s.id, s.state, s.event_id AS "eventId",
  coalesce(e.slug, '') AS "eventSlug", coalesce(e.name, '') AS "eventName",
  coalesce(e.start_datetime, s.requested_at) AS "eventStart", e.cancelled_at AS "eventCancelledAt",
  s.tier_id AS "tierId", coalesce(t.name, '') AS "tierName", coalesce(t.amount_cents, s.amount_cents) AS "tierAmountCents",
  s.person_id AS "personId",
  coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, '') AS "personName",
  s.group_id AS "groupId", g.name AS "groupName",
  s.display_name AS "displayName", s.logo_path AS "logoPath", s.link_url AS "linkUrl", s.message,
  s.amount_cents AS "amountCents", s.payment_status AS "paymentStatus",
  s.organiser_note AS "organiserNote", s.admin_note AS "adminNote",
  s.featured_from AS "featuredFrom", s.featured_until AS "featuredUntil",
  s.requested_at AS "requestedAt", s.accepted_at AS "acceptedAt", s.approved_at AS "approvedAt",
  s.closed_at AS "closedAt", s.updated_at AS "updatedAt",
  ${keyTime('s.requested_at')} AS "keyAt",
  coalesce(st.impressions, 0)::integer AS impressions, coalesce(st.clicks, 0)::integer AS clicks,
  app.is_sponsor(s.person_id, s.group_id) AS "isSponsor", app.manages_event(s.event_id) AS "managesEvent"`;

export const SPONSORSHIP_FROM = `
  FROM sponsorships s
  LEFT JOIN events e ON e.id = s.event_id
  LEFT JOIN sponsorship_tiers t ON t.id = s.tier_id
  LEFT JOIN profiles p ON p.id = s.person_id
  LEFT JOIN groups g ON g.id = s.group_id
  LEFT JOIN LATERAL (
    SELECT sum(x.impressions) AS impressions, sum(x.clicks) AS clicks
    FROM sponsorship_stats x WHERE x.sponsorship_id = s.id
  ) st ON true`;

/** One sponsorship by id ($1), as the caller may see it. */
export const SPONSORSHIP_BY_ID = {
  name: 'sponsorship_by_id',
  text: `SELECT ${SPONSORSHIP_COLUMNS} ${SPONSORSHIP_FROM} WHERE s.id = $1::uuid`,
};

/**
 * A page of sponsorships, newest request first, after the cursor ($3 time, $4 id) and of a state
 * ($2) when given; $5 is the limit (one more is read to know whether a page follows).
 */
const page = (name: string, where: string) => ({
  name,
  text: `SELECT ${SPONSORSHIP_COLUMNS} ${SPONSORSHIP_FROM}
    WHERE ${where}
      AND ($2::text IS NULL OR s.state = $2::text)
      AND ($3::timestamptz IS NULL OR (s.requested_at, s.id) < ($3::timestamptz, $4::uuid))
    ORDER BY s.requested_at DESC, s.id DESC
    LIMIT $5::integer`,
});

/** The caller's own ($1 unused but for the shape: the caller), as sponsor: themselves or a group they manage. */
export const MY_SPONSORSHIPS = page(
  'sponsorships_mine',
  `($1::uuid = s.person_id OR s.group_id IN (SELECT app.managed_group_ids()))`,
);

/** Every sponsorship of an event ($1), for its managers. */
export const EVENT_SPONSORSHIPS = page('sponsorships_of_event', 's.event_id = $1::uuid');

/** The event as the caller may see it, whether it takes requests, and whether the caller manages it. */
export const SPONSORED_EVENT_SELECT = `SELECT e.id, e.name, e.visibility, e.published_at AS "publishedAt", e.cancelled_at AS "cancelledAt",
      e.hidden_at AS "hiddenAt",
      coalesce(e.end_datetime, e.start_datetime + interval '3 hours') <= now() AS ended,
      (e.visibility <> 'public' OR e.published_at IS NULL OR e.published_at > now()
        OR e.cancelled_at IS NOT NULL OR e.hidden_at IS NOT NULL
        OR coalesce(e.end_datetime, e.start_datetime + interval '3 hours') <= now()) AS unavailable,
      coalesce((SELECT o.open FROM sponsorship_settings o WHERE o.event_id = e.id), false) AS open,
      app.manages_event(e.id) AS manages
    FROM events e`;

export const SPONSORED_EVENT = {
  name: 'sponsorship_event',
  text: `${SPONSORED_EVENT_SELECT} WHERE e.id = $1::uuid`,
};

/** The tiers of an event ($1) in order, with the slots taken (accepted and approved). */
export const EVENT_TIERS = {
  name: 'sponsorship_tiers_of_event',
  text: `SELECT t.id, t.event_id AS "eventId", t.name, t.amount_cents AS "amountCents", t.benefits,
      t.slots, t.position, coalesce(k.taken, 0)::integer AS taken
    FROM sponsorship_tiers t
    LEFT JOIN app.sponsorship_tier_taken($1::uuid) k ON k.tier_id = t.id
    WHERE t.event_id = $1::uuid AND t.deleted_at IS NULL
    ORDER BY t.position, t.created_at, t.id`,
};

/** The approved sponsors of an event ($1), in tier order, then by approval. */
export const PUBLIC_SPONSORS = {
  name: 'sponsorship_public_sponsors',
  text: `SELECT s.id, s.tier_id AS "tierId", s.display_name AS "displayName", s.logo_path AS "logoPath",
      s.link_url AS "linkUrl"
    FROM sponsorships s JOIN sponsorship_tiers t ON t.id = s.tier_id
    WHERE s.event_id = $1::uuid AND s.state = 'approved'
    ORDER BY t.position, t.created_at, s.approved_at, s.id`,
};
