import type { GeocodingResult } from '@eventos/domain';
import { googleGeocodeAnswerSchema, normaliseGoogleResult } from './google-result.ts';
import { getProviderJson, type ProviderRequestOptions } from './provider-request.ts';

/** What Google said: an HTTP failure, or a Geocoding status with the first result when it is OK. */
export type GoogleOutcome =
  | { kind: 'http_error'; status: number; statusText: string }
  | { kind: 'found'; result: GeocodingResult }
  | { kind: 'status'; status: string };

/** Google Geocoding (spec §7). Both calls throw when Google cannot be reached or answers nonsense. */
export interface GoogleGeocoder {
  /** `digits`: the CEP's eight digits. */
  byPostalCode(digits: string): Promise<GoogleOutcome>;
  byAddress(text: string): Promise<GoogleOutcome>;
}

export function createGoogleGeocoder(
  url: string,
  apiKey: string,
  request: ProviderRequestOptions,
): GoogleGeocoder {
  const geocode = async (params: Record<string, string>): Promise<GoogleOutcome> => {
    const answer = await getProviderJson(
      url,
      { ...params, region: 'br', language: 'pt-BR', key: apiKey },
      request,
    );
    if (!answer.ok) return { kind: 'http_error', status: answer.status, statusText: answer.statusText };
    const body = googleGeocodeAnswerSchema.parse(answer.body);
    if (body.status !== 'OK') return { kind: 'status', status: body.status };
    const result = normaliseGoogleResult(body.results[0]);
    // OK without a usable first result tells us no more than "nothing found".
    return result ? { kind: 'found', result } : { kind: 'status', status: 'ZERO_RESULTS' };
  };
  return {
    byPostalCode: (digits) => geocode({ address: digits, components: 'country:BR' }),
    byAddress: (text) => geocode({ address: text }),
  };
}
