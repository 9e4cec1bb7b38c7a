import { type GeocodingResult, postalCodeDigits } from '@eventos/domain';
import { z } from 'zod';

const addressComponent = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

const location = z.object({ lat: z.number(), lng: z.number() });

/** The parts of a Google Geocoding JSON answer we read (spec §7); anything else is ignored. */
export const googleGeocodeAnswerSchema = z.object({
  status: z.string().min(1),
  results: z
    .array(
      z.object({
        address_components: z.array(addressComponent).default([]),
        geometry: z.object({ location }).optional(),
      }),
    )
    .default([]),
});
export type GoogleGeocodeAnswer = z.infer<typeof googleGeocodeAnswerSchema>;
type GoogleResult = GoogleGeocodeAnswer['results'][number];

/** results[0] as a GeocodingResult; null when there is no result or it has no coordinates. */
export function normaliseGoogleResult(result: GoogleResult | undefined): GeocodingResult | null {
  const position = result?.geometry?.location;
  if (!result || !position) return null;
  const component = (type: string) => result.address_components.find((c) => c.types.includes(type));
  const state = component('administrative_area_level_1');
  return {
    address: component('route')?.long_name ?? '',
    number: component('street_number')?.long_name ?? '',
    city: (component('administrative_area_level_2') ?? component('locality'))?.long_name ?? '',
    state: state?.long_name ?? '',
    stateCode: state?.short_name ?? '',
    countryCode: (component('country')?.short_name ?? '').toUpperCase(),
    postalCode: postalCodeDigits(component('postal_code')?.long_name ?? ''),
    latitude: position.lat,
    longitude: position.lng,
  };
}
