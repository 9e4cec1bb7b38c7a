/**
 * Sponsorships (issue 22; spec §1 "people sponsor events", §2 /admin/sponsorships). The spec shows
 * no fields: these are ours (docs/decisions/0021-sponsorships.md).
 */

/**
 * Where a sponsorship stands. requested → accepted (the organiser) → approved (an administrator,
 * the only state the public sees) → ended (an administrator). Before approval the organiser or an
 * administrator may decline it and the sponsor may withdraw it.
 */
export const SPONSORSHIP_STATES = [
  'requested',
  'accepted',
  'approved',
  'declined',
  'withdrawn',
  'ended',
] as const;
export type SponsorshipState = (typeof SPONSORSHIP_STATES)[number];

/** What people do to a sponsorship; who may do each is in rules/sponsorship-state.ts. */
export const SPONSORSHIP_ACTIONS = ['accept', 'decline', 'withdraw', 'approve', 'reject', 'end'] as const;
export type SponsorshipAction = (typeof SPONSORSHIP_ACTIONS)[number];

/** Who a sponsor is: the person who asked, or a group they manage (owner or organiser). */
export const SPONSOR_KINDS = ['person', 'group'] as const;
export type SponsorKind = (typeof SPONSOR_KINDS)[number];

/**
 * Money is recorded, not collected, for now (ADR 0021): every sponsorship is 'not_collected'. The
 * other states are where a payment provider (Pix, cards) will write.
 */
export const SPONSORSHIP_PAYMENT_STATUSES = ['not_collected', 'pending', 'paid', 'refunded'] as const;
export type SponsorshipPaymentStatus = (typeof SPONSORSHIP_PAYMENT_STATUSES)[number];

export const SPONSORSHIP_LIMITS = {
  tierName: { min: 2, max: 60 },
  benefits: { max: 1000 },
  /** R$ 1.000.000,00 in centavos. */
  amountCents: { max: 100_000_000 },
  slots: { min: 1, max: 100 },
  tiersPerEvent: 10,
  displayName: { min: 2, max: 80 },
  link: { max: 2048 },
  message: { max: 1000 },
  note: { max: 1000 },
} as const;

/** Sponsorships per page of the admin queue and of one's own list. */
export const SPONSORSHIP_PAGE_SIZE = 20;
export const SPONSORSHIP_PAGE_MAX = 50;

/**
 * Featured ("Patrocinado") slots of a first page of /events or the landing page: one per ten cards,
 * at least one and at most two — a small fixed share that never takes a result's place.
 */
export const FEATURED_SLOTS_PER_CARDS = 10;
export const FEATURED_SLOTS_MAX = 2;

/** Months the admin's totals cover. */
export const SPONSORSHIP_TOTAL_MONTHS = 12;
