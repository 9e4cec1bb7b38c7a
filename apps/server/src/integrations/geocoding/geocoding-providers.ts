import type { GeocodingConfig } from '../../config.ts';
import { createGoogleGeocoder, type GoogleGeocoder } from './google-geocoder.ts';
import { createNominatimGeocoder, type NominatimGeocoder } from './nominatim-geocoder.ts';

export interface GeocodingProviders {
  /** Null when no Google key is configured: Nominatim then answers every lookup. */
  google: GoogleGeocoder | null;
  nominatim: NominatimGeocoder;
}

/** The providers as configured; every request names Eventos and its public address. */
export function createGeocodingProviders(config: GeocodingConfig, publicUrl: string): GeocodingProviders {
  const request = { userAgent: `Eventos (+${publicUrl})`, timeoutMs: config.timeoutMs };
  return {
    google: config.googleApiKey ? createGoogleGeocoder(config.googleUrl, config.googleApiKey, request) : null,
    nominatim: createNominatimGeocoder(config.nominatimUrl, request),
  };
}
