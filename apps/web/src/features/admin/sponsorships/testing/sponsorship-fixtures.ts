import type { Sponsorship, SponsorshipTotals } from '@eventos/domain';

/** A sponsorship the organiser accepted, waiting for the team; override what a test needs. */
export function sponsorshipFixture(overrides: Partial<Sponsorship> = {}): Sponsorship {
  return {
    id: '74000000-0000-4000-8000-000000000001',
    state: 'accepted',
    event: {
      id: '74000000-0000-4000-8000-0000000000e1',
      slug: 'festival-de-jazz-2026',
      name: 'Festival de Jazz',
      startDatetime: '2026-12-12T22:00:00.000Z',
      cancelledAt: null,
    },
    tier: { id: '74000000-0000-4000-8000-0000000000a1', name: 'Ouro', amountCents: 150_000 },
    sponsor: {
      kind: 'person',
      personId: '74000000-0000-4000-8000-0000000000b1',
      personName: 'Ana Souza',
      groupId: null,
      groupName: null,
      displayName: 'Café Aurora',
      logoPath: null,
      linkUrl: 'https://cafeaurora.com.br',
    },
    message: 'Queremos apoiar a música local.\nContem conosco!',
    amountCents: 150_000,
    paymentStatus: 'not_collected',
    organiserNote: 'Parceiro de anos.',
    adminNote: null,
    featuredFrom: null,
    featuredUntil: null,
    requestedAt: '2026-11-20T13:00:00.000Z',
    acceptedAt: '2026-11-21T13:00:00.000Z',
    approvedAt: null,
    closedAt: null,
    updatedAt: '2026-11-21T13:00:00.000Z',
    stats: { impressions: 0, clicks: 0 },
    can: { withdraw: false, accept: false, decline: false, editLogo: false },
    ...overrides,
  };
}

export function totalsFixture(overrides: Partial<SponsorshipTotals> = {}): SponsorshipTotals {
  return {
    perEvent: [
      {
        event: {
          id: '74000000-0000-4000-8000-0000000000e1',
          slug: 'festival-de-jazz-2026',
          name: 'Festival de Jazz',
        },
        count: 3,
        amountCents: 450_000,
      },
    ],
    perMonth: [{ month: '2026-11', count: 3, amountCents: 450_000 }],
    ...overrides,
  };
}
