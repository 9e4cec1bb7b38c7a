import { type Location, openStreetMapLinks, type SelectionOption } from '@eventos/domain';

let sequence = 0;

/** A venue as the API returns it: Maria's own, public, at MASP in São Paulo unless overridden. */
export function makeLocation(overrides: Partial<Location> = {}): Location {
  sequence += 1;
  const latitude = overrides.latitude ?? -23.561414;
  const longitude = overrides.longitude ?? -46.655881;
  return {
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Local ${sequence}`,
    postalCode: '01310200',
    address: 'Avenida Paulista',
    number: '1578',
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
    reference: null,
    additionalInfo: null,
    howToGetThere: null,
    parkingInfo: null,
    accessibilityOptions: [],
    image: null,
    isPublic: true,
    isOwn: true,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...openStreetMapLinks(latitude, longitude),
    ...overrides,
    latitude,
    longitude,
  };
}

/** The accessibility options the fake API serves (pt-BR names). */
export const ACCESSIBILITY_OPTIONS: SelectionOption[] = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    key: 'wheelchair_access',
    name: 'Acesso para cadeira de rodas',
    type: 'accessibility',
    category: 'mobility',
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    key: 'accessible_restroom',
    name: 'Banheiro acessível',
    type: 'accessibility',
    category: 'mobility',
  },
  {
    id: '30000000-0000-4000-8000-000000000003',
    key: 'sign_language',
    name: 'Intérprete de Libras',
    type: 'accessibility',
    category: 'communication',
  },
  {
    id: '30000000-0000-4000-8000-000000000004',
    key: 'tactile_floor',
    name: 'Piso tátil',
    type: 'accessibility',
    category: 'visual',
  },
];
