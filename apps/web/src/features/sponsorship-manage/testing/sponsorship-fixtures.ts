import type { EventSponsorship, Sponsorship, SponsorshipTier } from '@eventos/domain';

export const SPONSORED_EVENT_ID = '10000000-0000-4000-8000-000000000001';

let next = 0;
const uuid = () => `70000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function makeTier(overrides: Partial<SponsorshipTier> = {}): SponsorshipTier {
  return {
    id: uuid(),
    eventId: SPONSORED_EVENT_ID,
    name: 'Ouro',
    amountCents: 150_000,
    benefits: 'Logo no telão\nMenção na abertura',
    slots: 2,
    taken: 1,
    position: 0,
    ...overrides,
  };
}

export function makeEventSponsorship(overrides: Partial<EventSponsorship> = {}): EventSponsorship {
  return {
    eventId: SPONSORED_EVENT_ID,
    open: false,
    tiers: [makeTier()],
    sponsors: [],
    canManage: true,
    ...overrides,
  };
}

type SponsorshipOverrides = Omit<Partial<Sponsorship>, 'sponsor'> & {
  sponsor?: Partial<Sponsorship['sponsor']>;
};

export function makeSponsorship(overrides: SponsorshipOverrides = {}): Sponsorship {
  return {
    id: uuid(),
    state: 'requested',
    event: {
      id: SPONSORED_EVENT_ID,
      slug: 'roda-de-samba',
      name: 'Roda de Samba',
      startDatetime: '2026-12-20T22:00:00.000Z',
      cancelledAt: null,
    },
    tier: { id: uuid(), name: 'Ouro', amountCents: 150_000 },
    message: 'Queremos apoiar o samba do bairro.\nContem com a gente!',
    amountCents: 150_000,
    paymentStatus: 'not_collected',
    organiserNote: null,
    adminNote: null,
    featuredFrom: null,
    featuredUntil: null,
    requestedAt: '2026-11-20T12:00:00.000Z',
    acceptedAt: null,
    approvedAt: null,
    closedAt: null,
    updatedAt: '2026-11-20T12:00:00.000Z',
    stats: { impressions: 0, clicks: 0 },
    can: { withdraw: false, accept: true, decline: true, editLogo: false },
    ...overrides,
    sponsor: {
      kind: 'person',
      personId: uuid(),
      personName: 'Ana Conceição',
      groupId: null,
      groupName: null,
      displayName: 'Padaria Pão Quente',
      logoPath: null,
      linkUrl: 'https://paoquente.example',
      ...overrides.sponsor,
    },
  };
}
