import { formatPostalCode, type GeocodingResult } from '@eventos/domain';
import type { GeocodingProviders } from '../../integrations/geocoding/geocoding-providers.ts';
import type { GoogleOutcome } from '../../integrations/geocoding/google-geocoder.ts';
import type { Logger } from '../../logger.ts';
import {
  addressHttpFailure,
  addressStatusFailure,
  fallbackFailed,
  fallbackNotFound,
  type GeocodeFailure,
  postalCodeHttpFailure,
  postalCodeNetworkError,
  postalCodeNotFound,
} from './geocode-failure.ts';

export type GeocodeProvider = 'google' | 'nominatim';

export type LookupOutcome =
  | { ok: true; result: GeocodingResult; provider: GeocodeProvider }
  | { ok: false; failure: GeocodeFailure };

const failed = (failure: GeocodeFailure): LookupOutcome => ({ ok: false, failure });

/** Google's outcome, or undefined when it threw (unreachable, time-out, not JSON): the fallback's turn. */
async function askGoogle(
  call: () => Promise<GoogleOutcome>,
  log?: Logger,
): Promise<GoogleOutcome | undefined> {
  try {
    return await call();
  } catch (err) {
    log?.warn({ err }, 'geocoding: Google unreachable, trying Nominatim');
    return undefined;
  }
}

/** Spec §7/§8 postal-code lookup: Google by digits; Nominatim only when Google throws or has no key. */
export async function postalCodeFromProviders(
  { google, nominatim }: GeocodingProviders,
  digits: string,
  log?: Logger,
): Promise<LookupOutcome> {
  const outcome = google ? await askGoogle(() => google.byPostalCode(digits), log) : undefined;
  if (outcome?.kind === 'http_error') return failed(postalCodeHttpFailure(outcome.status));
  if (outcome?.kind === 'status') return failed(postalCodeNotFound(outcome.status));
  if (outcome?.kind === 'found') return { ok: true, result: outcome.result, provider: 'google' };
  try {
    const result = await nominatim.search(`${formatPostalCode(digits)}, Brasil`);
    if (!result) return failed(postalCodeNotFound('ZERO_RESULTS'));
    return {
      ok: true,
      result: { ...result, postalCode: result.postalCode || digits },
      provider: 'nominatim',
    };
  } catch (err) {
    log?.warn({ err }, 'geocoding: Nominatim unreachable');
    return failed(postalCodeNetworkError);
  }
}

/** Spec §7/§8 address search: Google by text; Nominatim only when Google throws or has no key. */
export async function addressFromProviders(
  { google, nominatim }: GeocodingProviders,
  text: string,
  log?: Logger,
): Promise<LookupOutcome> {
  const outcome = google ? await askGoogle(() => google.byAddress(text), log) : undefined;
  if (outcome?.kind === 'http_error') return failed(addressHttpFailure(outcome.status, outcome.statusText));
  if (outcome?.kind === 'status') return failed(addressStatusFailure(outcome.status));
  if (outcome?.kind === 'found') return { ok: true, result: outcome.result, provider: 'google' };
  try {
    const result = await nominatim.search(text);
    return result ? { ok: true, result, provider: 'nominatim' } : failed(fallbackNotFound);
  } catch (err) {
    log?.warn({ err }, 'geocoding: Nominatim unreachable');
    return failed(fallbackFailed);
  }
}
