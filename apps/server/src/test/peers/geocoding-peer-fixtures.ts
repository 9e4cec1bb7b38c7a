/** A place the geocoding peer knows, as the providers would describe it. */
export interface PeerPlace {
  /** Eight digits. */
  postalCode: string;
  route: string;
  /** House number an address search finds (a postal-code lookup has none). */
  streetNumber: string;
  neighbourhood: string;
  city: string;
  /** Nominatim names a municipality 'city', 'town' or 'village' by its size. */
  cityKind: 'city' | 'town' | 'village';
  state: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  /** Texts (lower case, no accents) that an address search must contain to find this place. */
  matches: string[];
  /** Which providers know the place. */
  knownBy: { google: boolean; nominatim: boolean };
}

export const PEER_PLACES: PeerPlace[] = [
  {
    postalCode: '01310100',
    route: 'Avenida Paulista',
    streetNumber: '1578',
    neighbourhood: 'Bela Vista',
    city: 'São Paulo',
    cityKind: 'city',
    state: 'São Paulo',
    stateCode: 'SP',
    latitude: -23.5613496,
    longitude: -46.6565712,
    matches: ['avenida paulista', 'av. paulista', 'masp'],
    knownBy: { google: true, nominatim: true },
  },
  {
    postalCode: '20040020',
    route: 'Avenida Rio Branco',
    streetNumber: '156',
    neighbourhood: 'Centro',
    city: 'Rio de Janeiro',
    cityKind: 'city',
    state: 'Rio de Janeiro',
    stateCode: 'RJ',
    latitude: -22.9064282,
    longitude: -43.1774826,
    matches: ['avenida rio branco', 'av. rio branco'],
    knownBy: { google: true, nominatim: true },
  },
  {
    postalCode: '30130010',
    route: 'Avenida Afonso Pena',
    streetNumber: '1212',
    neighbourhood: 'Centro',
    city: 'Belo Horizonte',
    cityKind: 'city',
    state: 'Minas Gerais',
    stateCode: 'MG',
    latitude: -19.9227318,
    longitude: -43.9385767,
    matches: ['avenida afonso pena', 'av. afonso pena'],
    knownBy: { google: true, nominatim: true },
  },
  {
    postalCode: '40020000',
    route: 'Avenida Sete de Setembro',
    streetNumber: '2',
    neighbourhood: 'Centro',
    city: 'Salvador',
    cityKind: 'city',
    state: 'Bahia',
    stateCode: 'BA',
    latitude: -12.9757637,
    longitude: -38.5130289,
    matches: ['avenida sete de setembro', 'av. sete de setembro'],
    knownBy: { google: true, nominatim: true },
  },
  {
    postalCode: '05436100',
    route: 'Rua Gonçalo Afonso',
    streetNumber: '',
    neighbourhood: 'Vila Madalena',
    city: 'São Paulo',
    cityKind: 'city',
    state: 'São Paulo',
    stateCode: 'SP',
    latitude: -23.5566201,
    longitude: -46.6871528,
    matches: ['beco do batman', 'rua goncalo afonso'],
    knownBy: { google: false, nominatim: true },
  },
  {
    postalCode: '12630000',
    route: 'Rua Coronel João Vieira',
    streetNumber: '30',
    neighbourhood: 'Centro',
    city: 'Cachoeira Paulista',
    cityKind: 'town',
    state: 'São Paulo',
    stateCode: 'SP',
    latitude: -22.6649757,
    longitude: -45.0088398,
    matches: ['cachoeira paulista'],
    knownBy: { google: true, nominatim: true },
  },
];

/** The Maps key the peer accepts; any other key gets REQUEST_DENIED, as Google answers. */
export const GEOCODING_PEER_API_KEY = 'eventos-test-maps-key';
