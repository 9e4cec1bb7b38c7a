import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GEOCODING_PEER_API_KEY, PEER_PLACES, type PeerPlace } from './geocoding-peer-fixtures.ts';

export { GEOCODING_PEER_API_KEY, PEER_PLACES, type PeerPlace };

/** How the Google side misbehaves for the next requests (until `reset()`). */
export interface GoogleFault {
  /** Answer HTTP 200 with this Geocoding status and no results (e.g. 'OVER_QUERY_LIMIT'). */
  status?: string;
  /** Answer with this HTTP status (an HTML error page, as Google's front ends send). */
  httpStatus?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Close the connection without answering. */
  drop?: boolean;
  /** Answer 200 with a body that is not JSON. */
  garbage?: boolean;
  /** Answer 302 with this Location. */
  redirectTo?: string;
}

/** How the Nominatim side misbehaves for the next requests (until `reset()`). */
export interface NominatimFault {
  httpStatus?: number;
  delayMs?: number;
  drop?: boolean;
  /** Answer an empty list whatever is asked. */
  empty?: boolean;
}

export interface PeerRequest {
  service: 'google' | 'nominatim' | 'unknown';
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

export interface GeocodingPeer {
  /** Base address of the peer. */
  url: string;
  /** Use as GEOCODING_GOOGLE_URL (the real path /maps/api/geocode/json). */
  googleUrl: string;
  /** Use as GEOCODING_NOMINATIM_URL (the real path /search). */
  nominatimUrl: string;
  /** The only GOOGLE_MAPS_API_KEY the peer accepts. */
  apiKey: string;
  /** Every request received, oldest first. */
  requests: PeerRequest[];
  /** Makes the peer misbehave until `reset()`. */
  program(faults: { google?: GoogleFault; nominatim?: NominatimFault }): void;
  /** Known places plus these (checked first), until `reset()`. */
  addPlaces(...places: PeerPlace[]): void;
  /** Forgets faults, added places and the request log. */
  reset(): void;
  close(): Promise<void>;
}

const GOOGLE_PATH = '/maps/api/geocode/json';
const NOMINATIM_PATH = '/search';

/** Lower case, accents stripped, single spaces: how the peer compares texts. */
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const hyphenated = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

const REGIONS: Record<string, string> = {
  SP: 'Região Sudeste',
  RJ: 'Região Sudeste',
  MG: 'Região Sudeste',
  ES: 'Região Sudeste',
  BA: 'Região Nordeste',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function sendHttpError(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=UTF-8' });
  res.end(`<!DOCTYPE html><html><body><p><b>${status}.</b> That’s an error.</p></body></html>`);
}

/** Finds a place by its CEP (digits or hyphenated anywhere in the text) or by one of its texts. */
function findPlace(places: PeerPlace[], text: string, known: (p: PeerPlace) => boolean) {
  const wanted = plain(text);
  const digits = wanted.replace(/\D/g, '');
  const byPostalCode = places.find(
    (p) => known(p) && (wanted.includes(hyphenated(p.postalCode)) || digits === p.postalCode),
  );
  if (byPostalCode) return { place: byPostalCode, byPostalCode: true };
  const byText = places.find((p) => known(p) && p.matches.some((m) => wanted.includes(plain(m))));
  return byText ? { place: byText, byPostalCode: false } : undefined;
}

function googleResult(place: PeerPlace, withNumber: boolean) {
  const number = withNumber && place.streetNumber ? place.streetNumber : '';
  const components = [
    ...(number ? [{ long_name: number, short_name: number, types: ['street_number'] }] : []),
    { long_name: place.route, short_name: place.route.replace(/^Avenida /, 'Av. '), types: ['route'] },
    {
      long_name: place.neighbourhood,
      short_name: place.neighbourhood,
      types: ['political', 'sublocality', 'sublocality_level_1'],
    },
    { long_name: place.city, short_name: place.city, types: ['administrative_area_level_2', 'political'] },
    {
      long_name: place.state,
      short_name: place.stateCode,
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: 'Brasil', short_name: 'BR', types: ['country', 'political'] },
    {
      long_name: hyphenated(place.postalCode),
      short_name: hyphenated(place.postalCode),
      types: ['postal_code'],
    },
  ];
  const street = number ? `${place.route}, ${number}` : place.route;
  const { latitude: lat, longitude: lng } = place;
  return {
    address_components: components,
    formatted_address: `${street} - ${place.neighbourhood}, ${place.city} - ${place.stateCode}, ${hyphenated(place.postalCode)}, Brasil`,
    geometry: {
      location: { lat, lng },
      location_type: number ? 'ROOFTOP' : 'APPROXIMATE',
      viewport: {
        northeast: { lat: lat + 0.0013, lng: lng + 0.0013 },
        southwest: { lat: lat - 0.0013, lng: lng - 0.0013 },
      },
    },
    place_id: `ChIJ${Buffer.from(`${place.postalCode}:${number}`).toString('base64url')}`,
    types: number ? ['street_address'] : ['postal_code'],
  };
}

function nominatimPlace(place: PeerPlace, withNumber: boolean, index: number) {
  const number = withNumber ? place.streetNumber : '';
  const { latitude, longitude } = place;
  const displayName = [
    number,
    place.route,
    place.neighbourhood,
    place.city,
    place.state,
    REGIONS[place.stateCode],
    hyphenated(place.postalCode),
    'Brasil',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    place_id: 300_000_000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 4_000_000 + index,
    lat: latitude.toFixed(7),
    lon: longitude.toFixed(7),
    class: 'highway',
    type: 'primary',
    place_rank: 26,
    importance: 0.45,
    addresstype: 'road',
    name: place.route,
    display_name: displayName,
    address: {
      ...(number ? { house_number: number } : {}),
      road: place.route,
      suburb: place.neighbourhood,
      [place.cityKind]: place.city,
      municipality: `Região Imediata de ${place.city}`,
      state: place.state,
      'ISO3166-2-lvl4': `BR-${place.stateCode}`,
      ...(REGIONS[place.stateCode] ? { region: REGIONS[place.stateCode] } : {}),
      postcode: hyphenated(place.postalCode),
      country: 'Brasil',
      country_code: 'br',
    },
    boundingbox: [latitude - 0.001, latitude + 0.001, longitude - 0.001, longitude + 0.001].map((n) =>
      n.toFixed(7),
    ),
  };
}

/**
 * Google Geocoding and Nominatim search as they answer over HTTP, on 127.0.0.1, knowing a few real
 * Brazilian addresses (PEER_PLACES). Tests can make either side fail, stall or drop the connection,
 * and read every request the server made.
 */
export async function startGeocodingPeer(): Promise<GeocodingPeer> {
  const requests: PeerRequest[] = [];
  let faults: { google?: GoogleFault; nominatim?: NominatimFault } = {};
  let extraPlaces: PeerPlace[] = [];
  const places = () => [...extraPlaces, ...PEER_PLACES];

  async function misbehave(
    req: IncomingMessage,
    res: ServerResponse,
    fault: GoogleFault | NominatimFault | undefined,
  ): Promise<boolean> {
    if (!fault) return false;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (res.destroyed || req.socket.destroyed) return true;
    if (fault.drop) {
      req.socket.destroy();
      return true;
    }
    if (fault.httpStatus) {
      sendHttpError(res, fault.httpStatus);
      return true;
    }
    return false;
  }

  async function google(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const fault = faults.google;
    if (await misbehave(req, res, fault)) return;
    if (fault?.redirectTo) {
      res.writeHead(302, { location: fault.redirectTo });
      res.end();
      return;
    }
    if (fault?.garbage) {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      res.end('<html>not json</html>');
      return;
    }
    if (query.get('key') !== GEOCODING_PEER_API_KEY) {
      sendJson(res, 200, {
        error_message: 'The provided API key is invalid. ',
        results: [],
        status: 'REQUEST_DENIED',
      });
      return;
    }
    if (fault?.status) {
      sendJson(res, 200, { results: [], status: fault.status });
      return;
    }
    const address = query.get('address');
    if (!address) {
      sendJson(res, 200, {
        error_message:
          "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
        results: [],
        status: 'INVALID_REQUEST',
      });
      return;
    }
    const components = query.get('components') ?? '';
    const inBrazil = components === '' || /country:br/i.test(components);
    const found = inBrazil ? findPlace(places(), address, (p) => p.knownBy.google) : undefined;
    if (!found) {
      sendJson(res, 200, { results: [], status: 'ZERO_RESULTS' });
      return;
    }
    sendJson(res, 200, { results: [googleResult(found.place, !found.byPostalCode)], status: 'OK' });
  }

  async function nominatim(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const fault = faults.nominatim;
    if (await misbehave(req, res, fault)) return;
    if (query.get('format') !== 'json') {
      sendHttpError(res, 400);
      return;
    }
    const q = query.get('q') ?? '';
    const countries = (query.get('countrycodes') ?? 'br').toLowerCase().split(',');
    const found =
      fault?.empty || !countries.includes('br')
        ? undefined
        : findPlace(places(), q, (p) => p.knownBy.nominatim);
    if (!found) {
      sendJson(res, 200, []);
      return;
    }
    const withNumber = !found.byPostalCode && query.get('addressdetails') === '1';
    const limit = Math.max(1, Number(query.get('limit') ?? '10'));
    sendJson(
      res,
      200,
      [nominatimPlace(found.place, withNumber, places().indexOf(found.place))].slice(0, limit),
    );
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer.invalid');
    const service =
      url.pathname === GOOGLE_PATH ? 'google' : url.pathname === NOMINATIM_PATH ? 'nominatim' : 'unknown';
    requests.push({
      service,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
      acceptLanguage: req.headers['accept-language'],
    });
    const handle =
      service === 'google'
        ? google(req, res, url.searchParams)
        : service === 'nominatim'
          ? nominatim(req, res, url.searchParams)
          : Promise.resolve(sendHttpError(res, 404));
    handle.catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    googleUrl: `${url}${GOOGLE_PATH}`,
    nominatimUrl: `${url}${NOMINATIM_PATH}`,
    apiKey: GEOCODING_PEER_API_KEY,
    requests,
    program(next) {
      faults = { ...faults, ...next };
    },
    addPlaces(...added) {
      extraPlaces = [...added, ...extraPlaces];
    },
    reset() {
      faults = {};
      extraPlaces = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
