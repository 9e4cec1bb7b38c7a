import { type GeocodingResult, postalCodeDigits } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import type { GeocodingProviders } from '../../integrations/geocoding/geocoding-providers.ts';
import type { Logger } from '../../logger.ts';
import { addressCacheKey, postalCacheKey } from './cache-key.ts';
import { findFreshGeocode, saveGeocode } from './geocode.repository.ts';
import type { GeocodeFailure } from './geocode-failure.ts';
import { addressFromProviders, type LookupOutcome, postalCodeFromProviders } from './geocode-lookups.ts';

export type GeocodeOutcome = { ok: true; result: GeocodingResult } | { ok: false; failure: GeocodeFailure };

export interface GeocodeDeps {
  db: Database;
  providers: GeocodingProviders;
  cacheTtlDays: number;
  log?: Logger;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * The cached answer under `key`, or the providers' (kept when it is a success). The cache is read
 * and written in their own short transactions, never held open while a provider is asked.
 */
async function cachedLookup(
  deps: GeocodeDeps,
  key: string,
  lookUp: () => Promise<LookupOutcome>,
): Promise<GeocodeOutcome> {
  const now = deps.now?.() ?? new Date();
  const hit = await withUser(deps.db, null, (tx) => findFreshGeocode(tx, key, now));
  if (hit) return { ok: true, result: hit };
  const outcome = await lookUp();
  if (!outcome.ok) return outcome;
  const expiresAt = new Date(now.getTime() + deps.cacheTtlDays * DAY_MS);
  await withUser(deps.db, null, (tx) =>
    saveGeocode(tx, { key, result: outcome.result, provider: outcome.provider, createdAt: now, expiresAt }),
  );
  return { ok: true, result: outcome.result };
}

/** GeocodingResult of a CEP (with or without hyphen). */
export function lookUpPostalCode(deps: GeocodeDeps, cep: string): Promise<GeocodeOutcome> {
  const digits = postalCodeDigits(cep);
  return cachedLookup(deps, postalCacheKey(digits), () =>
    postalCodeFromProviders(deps.providers, digits, deps.log),
  );
}

/** GeocodingResult of a free-text address. */
export function lookUpAddress(deps: GeocodeDeps, text: string): Promise<GeocodeOutcome> {
  return cachedLookup(deps, addressCacheKey(text), () =>
    addressFromProviders(deps.providers, text, deps.log),
  );
}
