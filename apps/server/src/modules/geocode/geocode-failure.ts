import type { ApiMessageParams, GeocodingProblemCode } from '@eventos/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A lookup that found nothing or could not be made: the problem we answer with (spec §8). */
export interface GeocodeFailure {
  code: GeocodingProblemCode;
  params?: ApiMessageParams;
  httpStatus: ContentfulStatusCode;
  /** Sent as Retry-After when the provider's quota ran out. */
  retryAfterSeconds?: number;
}

/** How long a client should wait after OVER_QUERY_LIMIT before asking again. */
export const OVER_QUERY_LIMIT_RETRY_SECONDS = 60;

const ADDRESS_STATUS_CODES: Record<string, GeocodingProblemCode> = {
  ZERO_RESULTS: 'geocode.zero_results',
  OVER_QUERY_LIMIT: 'geocode.over_query_limit',
  REQUEST_DENIED: 'geocode.request_denied',
  INVALID_REQUEST: 'geocode.invalid_request',
  UNKNOWN_ERROR: 'geocode.unknown_error',
};

/** Our HTTP status for a Google status: not found, quota, bad request, otherwise an upstream failure. */
function withHttpStatus(providerStatus: string, failure: Omit<GeocodeFailure, 'httpStatus'>): GeocodeFailure {
  if (providerStatus === 'ZERO_RESULTS') return { ...failure, httpStatus: 404 };
  if (providerStatus === 'INVALID_REQUEST') return { ...failure, httpStatus: 400 };
  if (providerStatus === 'OVER_QUERY_LIMIT') {
    return { ...failure, httpStatus: 503, retryAfterSeconds: OVER_QUERY_LIMIT_RETRY_SECONDS };
  }
  return { ...failure, httpStatus: 502 };
}

/** Address search: Google answered with a status other than OK. */
export function addressStatusFailure(status: string): GeocodeFailure {
  return withHttpStatus(status, {
    code: ADDRESS_STATUS_CODES[status] ?? 'geocode.other_status',
    params: { status },
  });
}

/** Address search: Google answered with an HTTP error ('Erro HTTP: {status} - {text}'). */
export function addressHttpFailure(status: number, text: string): GeocodeFailure {
  return { code: 'geocode.http_error', params: { status, text }, httpStatus: 502 };
}

/** Postal code: anything but OK is 'CEP não encontrado', with the provider's status as its code. */
export function postalCodeNotFound(status: string): GeocodeFailure {
  return withHttpStatus(status, { code: 'geocode.postal_code.not_found', params: { status } });
}

/** Postal code: Google answered with an HTTP error; the HTTP status stands in for the status. */
export function postalCodeHttpFailure(status: number): GeocodeFailure {
  return { code: 'geocode.postal_code.not_found', params: { status }, httpStatus: 502 };
}

/** Postal code: neither Google nor Nominatim could be reached (spec NETWORK_ERROR). */
export const postalCodeNetworkError: GeocodeFailure = {
  code: 'geocode.network_error',
  params: { status: 'NETWORK_ERROR' },
  httpStatus: 502,
};

/** Address search: Google threw and Nominatim failed too. */
export const fallbackFailed: GeocodeFailure = { code: 'geocode.fallback_failed', httpStatus: 502 };

/** Address search: Google threw and Nominatim found nothing. */
export const fallbackNotFound: GeocodeFailure = { code: 'geocode.fallback_not_found', httpStatus: 404 };
