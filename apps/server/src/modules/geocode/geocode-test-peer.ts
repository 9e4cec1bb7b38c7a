import type { GeocodingResult, Problem } from '@eventos/domain';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../../app.ts';
import type { GeocodingConfig } from '../../config.ts';
import { geocodeCache } from '../../db/schema/index.ts';
import { signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import type { BackendContext } from '../../test/describe-each-backend.ts';
import { type GeocodingPeer, startGeocodingPeer } from '../../test/peers/geocoding-peer.ts';

/** Short enough that time-out tests stay quick, long enough for a loaded test machine. */
export const TEST_GEOCODING_TIMEOUT_MS = 400;

/**
 * Starts one geocoding peer for the file (reset before every test) and returns it with the app
 * configuration that points the server at it; `overrides` change the settings per file.
 */
export function useGeocodingPeer(overrides: Partial<GeocodingConfig> = {}) {
  const state = {} as { peer: GeocodingPeer };
  beforeAll(async () => {
    state.peer = await startGeocodingPeer();
  });
  beforeEach(() => state.peer.reset());
  afterAll(() => state.peer.close());
  return {
    peer: () => state.peer,
    config: (): Partial<AppDeps['config']> => ({
      publicUrl: TEST_ORIGIN,
      geocoding: {
        googleApiKey: state.peer.apiKey,
        googleUrl: state.peer.googleUrl,
        nominatimUrl: state.peer.nominatimUrl,
        timeoutMs: TEST_GEOCODING_TIMEOUT_MS,
        cacheTtlDays: 30,
        ...overrides,
      },
    }),
  };
}

export type GeocodeAnswer = { res: Response; body: GeocodingResult & Problem };

/**
 * GET /api/v1/geocode{path} as a signed-in person, signed up on first use in each database. The
 * cache starts empty in every test, also when the suite shares one database.
 */
export function geocodeCaller(ctx: BackendContext) {
  let user: { db: BackendContext['db']; headers: Record<string, string> } | undefined;
  beforeEach(async () => {
    await ctx.db.delete(geocodeCache);
  });
  return async (path: string, as: 'user' | 'visitor' = 'user'): Promise<GeocodeAnswer> => {
    if (as === 'user' && user?.db !== ctx.db) {
      user = { db: ctx.db, headers: (await signUpAndSignIn(ctx.app, ctx.db)).headers };
    }
    const headers = user?.headers;
    const res = await ctx.app.request(`/api/v1/geocode${path}`, { headers: as === 'user' ? headers : {} });
    return { res, body: (await res.json()) as GeocodingResult & Problem };
  };
}

/** Avenida Paulista as Google describes it (postal-code lookups carry no house number). */
export const PAULISTA: GeocodingResult = {
  address: 'Avenida Paulista',
  number: '1578',
  city: 'São Paulo',
  state: 'São Paulo',
  stateCode: 'SP',
  countryCode: 'BR',
  postalCode: '01310100',
  latitude: -23.5613496,
  longitude: -46.6565712,
};
