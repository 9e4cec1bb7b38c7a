import { z } from 'zod';
import { POSTAL_CODE_PATTERN } from '../rules/postal-code.ts';
import { textField } from './primitives.ts';

/** Spec §3 Geocoding result; postal code without hyphen. */
export interface GeocodingResult {
  address: string;
  number: string;
  city: string;
  state: string;
  stateCode: string;
  countryCode: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export const GEOCODING_LIMITS = { address: { min: 3, max: 300 } } as const;

/** GET /api/v1/geocode/postal-code/{cep} */
export const postalCodeParamSchema = z.object({
  cep: textField('validation.location.postal_code.invalid', 'validation.location.postal_code.invalid')
    .trim()
    .regex(POSTAL_CODE_PATTERN, { message: 'validation.location.postal_code.invalid' }),
});

/** GET /api/v1/geocode/address?q= */
export const addressQuerySchema = z.object({
  q: textField('validation.geocode.address.too_short')
    .trim()
    .min(GEOCODING_LIMITS.address.min, { message: 'validation.geocode.address.too_short' })
    .max(GEOCODING_LIMITS.address.max, { message: 'validation.geocode.address.too_long' }),
});

/**
 * Problem codes of the geocoding calls (spec §8). Messages with {{status}} or {{text}} carry those
 * values in the problem's `params`.
 */
export const GEOCODING_PROBLEM_CODES = [
  'geocode.postal_code.not_found',
  'geocode.network_error',
  'geocode.http_error',
  'geocode.zero_results',
  'geocode.over_query_limit',
  'geocode.request_denied',
  'geocode.invalid_request',
  'geocode.unknown_error',
  'geocode.other_status',
  'geocode.fallback_failed',
  'geocode.fallback_not_found',
] as const;
export type GeocodingProblemCode = (typeof GEOCODING_PROBLEM_CODES)[number];
