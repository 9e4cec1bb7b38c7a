import { type GeocodingResult, postalCodeDigits } from '@eventos/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/geocode/postal-code/{cep} — the address and point of a CEP. */
export function lookUpPostalCode(cep: string): Promise<GeocodingResult> {
  return apiFetch<GeocodingResult>(`/api/v1/geocode/postal-code/${postalCodeDigits(cep)}`);
}

/** A CEP lookup the form starts as the user types (each call stands alone: nothing is cached here). */
export function useLookUpPostalCode() {
  return useMutation({ mutationFn: lookUpPostalCode });
}
