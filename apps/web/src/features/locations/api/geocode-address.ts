import type { GeocodingResult } from '@eventos/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/geocode/address?q= — the point (and parts) of a typed address. */
export function geocodeAddress(q: string): Promise<GeocodingResult> {
  return apiFetch<GeocodingResult>('/api/v1/geocode/address', { query: { q } });
}

/** The "find on map" search of the venue form. */
export function useGeocodeAddress() {
  return useMutation({ mutationFn: geocodeAddress });
}
