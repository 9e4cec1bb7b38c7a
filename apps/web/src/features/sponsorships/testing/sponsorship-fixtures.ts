import type { EventSponsorship, PublicSponsor, Sponsorship, SponsorshipTier } from '@eventos/domain';

export const EVENT_ID = '20000000-0000-4000-8000-000000000001';
export const TIER_GOLD = '30000000-0000-4000-8000-000000000001';
export const TIER_SILVER = '30000000-0000-4000-8000-000000000002';

let made = 0;
const nextId = (prefix: string) => `${prefix}-0000-4000-8000-${String(++made).padStart(12, '0')}`;

export function makeTier(overrides: Partial<SponsorshipTier> = {}): SponsorshipTier {
  return {
    id: TIER_GOLD,
    eventId: EVENT_ID,
    name: 'Ouro',
    amountCents: 150_000,
    benefits: 'Logo no palco',
    slots: 4,
    taken: 2,
    position: 0,
    ...overrides,
  };
}

export function makeSponsor(overrides: Partial<PublicSponsor> = {}): PublicSponsor {
  return {
    id: nextId('40000000'),
    tierId: TIER_GOLD,
    displayName: 'Café do Bairro',
    logoPath: null,
    linkUrl: null,
    ...overrides,
  };
}

export function makeEventSponsorship(overrides: Partial<EventSponsorship> = {}): EventSponsorship {
  return { eventId: EVENT_ID, open: false, tiers: [], sponsors: [], canManage: false, ...overrides };
}

export function makeSponsorship(overrides: Partial<Sponsorship> = {}): Sponsorship {
  return {
    id: nextId('50000000'),
    state: 'requested',
    event: {
      id: EVENT_ID,
      slug: 'roda-de-samba',
      name: 'Roda de Samba',
      startDatetime: '2026-03-14T22:00:00.000Z',
      cancelledAt: null,
    },
    tier: { id: TIER_GOLD, name: 'Ouro', amountCents: 150_000 },
    sponsor: {
      kind: 'person',
      personId: '00000000-0000-4000-8000-0000000000a1',
      personName: 'Joana Souza',
      groupId: null,
      groupName: null,
      displayName: 'Joana Souza',
      logoPath: null,
      linkUrl: null,
    },
    message: null,
    amountCents: 150_000,
    paymentStatus: 'not_collected',
    organiserNote: null,
    adminNote: null,
    featuredFrom: null,
    featuredUntil: null,
    requestedAt: '2026-02-01T12:00:00.000Z',
    acceptedAt: null,
    approvedAt: null,
    closedAt: null,
    updatedAt: '2026-02-01T12:00:00.000Z',
    stats: { impressions: 0, clicks: 0 },
    can: { withdraw: true, accept: false, decline: false, editLogo: true },
    ...overrides,
  };
}
