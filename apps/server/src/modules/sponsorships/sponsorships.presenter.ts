import type {
  PublicSponsor,
  Sponsorship,
  SponsorshipPaymentStatus,
  SponsorshipState,
  SponsorshipTier,
} from '@eventos/domain';
import { nextSponsorshipState } from '@eventos/domain';

/** A row of SPONSORSHIP_COLUMNS (sponsorships.sql.ts). */
export interface SponsorshipRow {
  id: string;
  state: SponsorshipState;
  eventId: string;
  eventSlug: string;
  eventName: string;
  eventStart: Date | string;
  eventCancelledAt: Date | string | null;
  tierId: string;
  tierName: string;
  tierAmountCents: number;
  personId: string;
  personName: string;
  groupId: string | null;
  groupName: string | null;
  displayName: string;
  logoPath: string | null;
  linkUrl: string | null;
  message: string | null;
  amountCents: number;
  paymentStatus: SponsorshipPaymentStatus;
  organiserNote: string | null;
  adminNote: string | null;
  featuredFrom: Date | string | null;
  featuredUntil: Date | string | null;
  requestedAt: Date | string;
  acceptedAt: Date | string | null;
  approvedAt: Date | string | null;
  closedAt: Date | string | null;
  updatedAt: Date | string;
  keyAt: string;
  impressions: number;
  clicks: number;
  isSponsor: boolean;
  managesEvent: boolean;
}

export interface TierRow {
  id: string;
  eventId: string;
  name: string;
  amountCents: number;
  benefits: string | null;
  slots: number;
  position: number;
  taken: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A sponsorship as the API answers it, with what the caller may do to it now. */
export function toSponsorship(row: SponsorshipRow): Sponsorship {
  const can = (action: 'accept' | 'decline' | 'withdraw') => nextSponsorshipState(row.state, action) !== null;
  return {
    id: row.id,
    state: row.state,
    event: {
      id: row.eventId,
      slug: row.eventSlug,
      name: row.eventName,
      startDatetime: iso(row.eventStart),
      cancelledAt: isoOrNull(row.eventCancelledAt),
    },
    tier: { id: row.tierId, name: row.tierName, amountCents: Number(row.tierAmountCents) },
    sponsor: {
      kind: row.groupId ? 'group' : 'person',
      personId: row.personId,
      personName: row.personName,
      groupId: row.groupId,
      groupName: row.groupName,
      displayName: row.displayName,
      logoPath: row.logoPath,
      linkUrl: row.linkUrl,
    },
    message: row.message,
    amountCents: Number(row.amountCents),
    paymentStatus: row.paymentStatus,
    organiserNote: row.organiserNote,
    adminNote: row.adminNote,
    featuredFrom: isoOrNull(row.featuredFrom),
    featuredUntil: isoOrNull(row.featuredUntil),
    requestedAt: iso(row.requestedAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    approvedAt: isoOrNull(row.approvedAt),
    closedAt: isoOrNull(row.closedAt),
    updatedAt: iso(row.updatedAt),
    stats: { impressions: Number(row.impressions), clicks: Number(row.clicks) },
    can: {
      withdraw: row.isSponsor && can('withdraw'),
      accept: row.managesEvent && can('accept'),
      decline: row.managesEvent && can('decline'),
      editLogo: row.isSponsor && can('withdraw'),
    },
  };
}

export function toTier(row: TierRow): SponsorshipTier {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    amountCents: Number(row.amountCents),
    benefits: row.benefits,
    slots: row.slots,
    taken: Number(row.taken),
    position: row.position,
  };
}

export const toPublicSponsor = (row: PublicSponsor): PublicSponsor => ({
  id: row.id,
  tierId: row.tierId,
  displayName: row.displayName,
  logoPath: row.logoPath,
  linkUrl: row.linkUrl,
});
