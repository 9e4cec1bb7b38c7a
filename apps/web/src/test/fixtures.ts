import type { EventListItem, EventListResponse } from '@eventos/domain';

let sequence = 0;

export function makeEvent(overrides: Partial<EventListItem> = {}): EventListItem {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    slug: `evento-${sequence}`,
    name: `Evento ${sequence}`,
    summary: null,
    startDatetime: '2026-03-14T22:00:00.000Z',
    endDatetime: null,
    category: 'arts_culture',
    visibility: 'public',
    imagePath: null,
    views: 0,
    eventType: 'presencial',
    isPaid: false,
    priceMinCents: null,
    priceMaxCents: null,
    isDraft: false,
    cancelledAt: null,
    location: {
      id: `10000000-0000-4000-8000-${n}`,
      name: 'Teatro',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.5452,
      longitude: -46.6384,
    },
    ...overrides,
  };
}

export function makePage(items: EventListItem[], nextCursor: string | null = null): EventListResponse {
  return { items, nextCursor };
}
