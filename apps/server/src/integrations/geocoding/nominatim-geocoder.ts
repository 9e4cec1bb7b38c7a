import type { GeocodingResult } from '@eventos/domain';
import { nominatimAnswerSchema, normaliseNominatimPlace } from './nominatim-result.ts';
import { getProviderJson, type ProviderRequestOptions } from './provider-request.ts';

/** Nominatim answered with an HTTP error. */
export class NominatimHttpError extends Error {
  constructor(readonly status: number) {
    super(`Nominatim answered HTTP ${status}`);
    this.name = 'NominatimHttpError';
  }
}

/** Nominatim search, the fallback (spec §7). */
export interface NominatimGeocoder {
  /** The best place in Brazil for `text`, or null; throws when Nominatim fails or cannot be reached. */
  search(text: string): Promise<GeocodingResult | null>;
}

export function createNominatimGeocoder(url: string, request: ProviderRequestOptions): NominatimGeocoder {
  return {
    async search(text) {
      const answer = await getProviderJson(
        url,
        { format: 'json', q: text, limit: '1', addressdetails: '1', countrycodes: 'br' },
        request,
      );
      if (!answer.ok) throw new NominatimHttpError(answer.status);
      return normaliseNominatimPlace(nominatimAnswerSchema.parse(answer.body)[0]);
    },
  };
}
