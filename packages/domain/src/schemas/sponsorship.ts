import { z } from 'zod';
import {
  type SPONSOR_KINDS,
  SPONSORSHIP_LIMITS,
  SPONSORSHIP_PAGE_MAX,
  SPONSORSHIP_PAGE_SIZE,
  type SPONSORSHIP_PAYMENT_STATUSES,
  SPONSORSHIP_STATES,
} from '../constants/sponsorships.ts';
import { instantText, pageCursor, pageLimit, textField } from './primitives.ts';

/**
 * Sponsorships (issue 22; ADR 0021 lists every call). Inputs are parsed with these schemas on both
 * sides; their messages are i18n keys (`validation.sponsorship.*`) whose pt-BR texts are in the API
 * catalogue and in the web's `fields` namespace. Money is in integer centavos; instants ISO 8601.
 */

const L = SPONSORSHIP_LIMITS;

const optionalText = (max: number, code: string) =>
  textField(code, 'validation.invalid')
    .trim()
    .max(max, { message: code })
    .nullish()
    .transform((v) => (v ? v : null));

/** An http(s) address, or null when left blank. */
const sponsorLink = textField('validation.sponsorship.link.invalid', 'validation.sponsorship.link.invalid')
  .trim()
  .max(L.link.max, { message: 'validation.sponsorship.link.invalid' })
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'validation.sponsorship.link.invalid',
  });

const id = (code: string) => z.uuid({ message: code });

/** PUT /events/{id}/sponsorship — whether the event takes sponsorship requests. */
export const sponsorshipSettingsInputSchema = z.object({
  open: z.boolean({ message: 'validation.invalid' }),
});
export type SponsorshipSettingsInput = z.infer<typeof sponsorshipSettingsInputSchema>;

/** POST /events/{id}/sponsorship/tiers and PATCH …/tiers/{tierId}: a tier ('cota') of an event. */
export const sponsorshipTierInputSchema = z.object({
  name: textField('validation.sponsorship.tier_name.too_short', 'validation.invalid')
    .trim()
    .min(L.tierName.min, { message: 'validation.sponsorship.tier_name.too_short' })
    .max(L.tierName.max, { message: 'validation.sponsorship.tier_name.too_long' }),
  amountCents: z
    .number({ message: 'validation.sponsorship.amount.invalid' })
    .int({ message: 'validation.sponsorship.amount.invalid' })
    .min(0, { message: 'validation.sponsorship.amount.invalid' })
    .max(L.amountCents.max, { message: 'validation.sponsorship.amount.invalid' }),
  benefits: optionalText(L.benefits.max, 'validation.sponsorship.benefits.too_long'),
  slots: z
    .number({ message: 'validation.sponsorship.slots.invalid' })
    .int({ message: 'validation.sponsorship.slots.invalid' })
    .min(L.slots.min, { message: 'validation.sponsorship.slots.invalid' })
    .max(L.slots.max, { message: 'validation.sponsorship.slots.invalid' }),
});
export type SponsorshipTierInput = z.infer<typeof sponsorshipTierInputSchema>;

/** POST /events/{id}/sponsorships — a request to sponsor (the logo follows with PUT …/logo). */
export const sponsorshipRequestInputSchema = z.object({
  tierId: id('validation.sponsorship.tier.required'),
  /** Sponsor as a group the caller manages; null or absent: as themselves. */
  groupId: id('validation.sponsorship.group.invalid')
    .nullish()
    .transform((v) => v ?? null),
  displayName: textField('validation.sponsorship.display_name.too_short', 'validation.invalid')
    .trim()
    .min(L.displayName.min, { message: 'validation.sponsorship.display_name.too_short' })
    .max(L.displayName.max, { message: 'validation.sponsorship.display_name.too_long' }),
  linkUrl: sponsorLink,
  message: optionalText(L.message.max, 'validation.sponsorship.message.too_long'),
});
export type SponsorshipRequestInput = z.infer<typeof sponsorshipRequestInputSchema>;

/** Body of accept, decline, approve and end: an optional note to the sponsor. */
export const sponsorshipDecisionInputSchema = z.object({
  note: optionalText(L.note.max, 'validation.sponsorship.note.too_long'),
});
export type SponsorshipDecisionInput = z.infer<typeof sponsorshipDecisionInputSchema>;

/** Body of an administrator's reject: the note is required (the sponsor and organiser read it). */
export const sponsorshipRejectInputSchema = z.object({
  note: textField('validation.sponsorship.note.required', 'validation.invalid')
    .trim()
    .min(1, { message: 'validation.sponsorship.note.required' })
    .max(L.note.max, { message: 'validation.sponsorship.note.too_long' }),
});
export type SponsorshipRejectInput = z.infer<typeof sponsorshipRejectInputSchema>;

/**
 * PUT /admin/sponsorships/{id}/featured — the featured schedule of an approved sponsorship: from
 * and until (until after from), or both null to take the event out of the "Patrocinado" slot.
 */
export const featuredWindowInputSchema = z
  .object({
    featuredFrom: instantText('validation.sponsorship.featured.invalid').nullable(),
    featuredUntil: instantText('validation.sponsorship.featured.invalid').nullable(),
  })
  .superRefine((v, ctx) => {
    if ((v.featuredFrom === null) !== (v.featuredUntil === null))
      ctx.addIssue({
        code: 'custom',
        path: ['featuredUntil'],
        message: 'validation.sponsorship.featured.invalid',
      });
    else if (v.featuredFrom !== null && v.featuredUntil !== null && v.featuredUntil <= v.featuredFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['featuredUntil'],
        message: 'validation.sponsorship.featured.range',
      });
  });
export type FeaturedWindowInput = z.infer<typeof featuredWindowInputSchema>;

/** ?state=&cursor=&limit= of GET /admin/sponsorships and GET /sponsorships/mine. */
export const sponsorshipListQuerySchema = z.object({
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(SPONSORSHIP_STATES, { message: 'validation.sponsorship.state.invalid' }).optional(),
  ),
  cursor: pageCursor(),
  limit: pageLimit(SPONSORSHIP_PAGE_MAX, SPONSORSHIP_PAGE_SIZE),
});
export type SponsorshipListQuery = z.infer<typeof sponsorshipListQuerySchema>;

/* ---------- Responses ---------- */

/** A tier as everyone who may see the event sees it; `taken` counts accepted and approved sponsorships. */
export interface SponsorshipTier {
  id: string;
  eventId: string;
  name: string;
  amountCents: number;
  benefits: string | null;
  slots: number;
  taken: number;
  position: number;
}

/** An approved sponsor as the public sees it (event page, JSON-LD). */
export interface PublicSponsor {
  id: string;
  tierId: string;
  displayName: string;
  /** Path under /uploads (e.g. 'sponsorships/<id>/<random>-logo.webp'), or null. */
  logoPath: string | null;
  linkUrl: string | null;
}

/** GET /events/{id}/sponsorship — open or not, the tiers in order, the approved sponsors. */
export interface EventSponsorship {
  eventId: string;
  open: boolean;
  tiers: SponsorshipTier[];
  sponsors: PublicSponsor[];
  /** Whether the caller may manage it (the event's organiser or a manager of its group). */
  canManage: boolean;
}

/** Impressions of the featured slot and clicks to the sponsor's link (unique visitors per day, summed). */
export interface SponsorshipStats {
  impressions: number;
  clicks: number;
}

/** A sponsorship as its sponsor, the event's organisers and administrators see it. */
export interface Sponsorship {
  id: string;
  state: (typeof SPONSORSHIP_STATES)[number];
  event: { id: string; slug: string; name: string; startDatetime: string; cancelledAt: string | null };
  tier: { id: string; name: string; amountCents: number };
  sponsor: {
    kind: (typeof SPONSOR_KINDS)[number];
    /** The person who asked (always set). */
    personId: string;
    personName: string;
    groupId: string | null;
    groupName: string | null;
    displayName: string;
    logoPath: string | null;
    linkUrl: string | null;
  };
  message: string | null;
  /** Amount agreed, copied from the tier when requested (centavos). */
  amountCents: number;
  paymentStatus: (typeof SPONSORSHIP_PAYMENT_STATUSES)[number];
  organiserNote: string | null;
  adminNote: string | null;
  featuredFrom: string | null;
  featuredUntil: string | null;
  requestedAt: string;
  acceptedAt: string | null;
  approvedAt: string | null;
  closedAt: string | null;
  updatedAt: string;
  stats: SponsorshipStats;
  /** What the caller may do to it now. */
  can: { withdraw: boolean; accept: boolean; decline: boolean; editLogo: boolean };
}

export interface SponsorshipPage {
  items: Sponsorship[];
  nextCursor: string | null;
}

/** GET /admin/sponsorships/totals — approved and ended sponsorships, summed. */
export interface SponsorshipTotals {
  perEvent: Array<{ event: { id: string; slug: string; name: string }; count: number; amountCents: number }>;
  /** Month of approval 'YYYY-MM' in São Paulo time, newest first, SPONSORSHIP_TOTAL_MONTHS of them. */
  perMonth: Array<{ month: string; count: number; amountCents: number }>;
}
