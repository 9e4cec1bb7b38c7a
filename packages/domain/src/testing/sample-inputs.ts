/**
 * Inputs every schema of the domain accepts, for tests on both sides of the API: a venue and an
 * event as a person fills them in. Not part of the app (the package exports it on its own path).
 */

/** A venue with every text field filled in (São Paulo's Theatro Municipal). */
export const sampleVenueInput = {
  name: 'Teatro Municipal',
  postalCode: '01002-000',
  address: 'Praça Ramos de Azevedo',
  number: 's/n',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  reference: 'Em frente ao Viaduto do Chá',
  additionalInfo: 'Entrada pela lateral',
  howToGetThere: 'Metrô Anhangabaú',
  parkingInfo: 'Estacionamento conveniado',
  latitude: -23.5452,
  longitude: -46.6384,
};

/** A paid, ticketed event at a venue (give it a locationId), with every text field filled in. */
export const sampleEventInput = {
  name: 'Roda de Samba',
  category: 'arts_culture',
  subcategory: 'samba',
  startDatetime: '2030-05-01T18:00:00.000Z',
  endDatetime: '2030-05-01T22:00:00.000Z',
  eventType: 'presencial',
  summary: 'Samba ao ar livre',
  description: '<p>Traga sua cadeira.</p>',
  isPaid: true,
  priceMinCents: 1000,
  requiresTickets: true,
  ticketLink: 'https://ingressos.example.com/samba',
  tags: ['samba'],
  targetAudience: 'Todas as idades',
};
