import { type EventDetail, openStreetMapLinks } from '@eventos/domain';

export const EVENT_ID = '00000000-0000-4000-8000-00000000abcd';

/** A published, paid, in-person samba night at a venue in São Paulo, seen by a visitor. */
export function makeEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_ID,
    slug: 'roda-de-samba',
    name: 'Roda de Samba',
    category: 'arts_culture',
    subcategory: 'Samba',
    summary: 'Samba de raiz no fim de tarde.',
    description: '<p>Traga sua <strong>cadeira</strong>.</p>',
    // 22:00 UTC = 19:00 in São Paulo.
    startDatetime: '2026-03-14T22:00:00.000Z',
    endDatetime: '2026-03-15T01:00:00.000Z',
    imagePath: `events/${EVENT_ID}/capa-1280.webp`,
    eventType: 'presencial',
    accessLink: null,
    isPaid: true,
    priceMinCents: 2000,
    priceMaxCents: 5000,
    requiresTickets: true,
    ticketLink: 'https://ingressos.example/samba',
    tags: ['samba', 'ao vivo'],
    targetAudience: 'Famílias',
    visibility: 'public',
    status: 'published',
    publishedAt: '2026-01-10T12:00:00.000Z',
    cancelledAt: null,
    views: 1234,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-11T12:00:00.000Z',
    organizer: {
      type: 'user',
      id: '00000000-0000-4000-8000-0000000000aa',
      username: 'maria',
      firstName: 'Maria',
      lastName: 'Silva',
      avatarPath: null,
    },
    location: {
      id: '20000000-0000-4000-8000-000000000001',
      name: 'Bar do Zé',
      address: 'Rua Augusta',
      number: '100',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
      postalCode: '01305000',
      reference: 'Em frente à padaria',
      howToGetThere: 'Metrô Consolação',
      parkingInfo: 'Estacionamento na rua',
      additionalInfo: null,
      image: null,
      latitude: -23.55,
      longitude: -46.65,
      ...openStreetMapLinks(-23.55, -46.65),
      accessibilityOptions: [
        {
          id: '30000000-0000-4000-8000-000000000001',
          key: 'wheelchair_access',
          name: 'Acesso para cadeira de rodas',
        },
        { id: '30000000-0000-4000-8000-000000000003', key: 'sign_language', name: 'Intérprete de Libras' },
      ],
    },
    capacity: null,
    rsvpDeadline: null,
    isOwner: false,
    ...overrides,
  };
}
