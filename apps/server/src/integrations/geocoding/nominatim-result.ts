import { type GeocodingResult, postalCodeDigits } from '@eventos/domain';
import { z } from 'zod';

const place = z.object({
  lat: z.string(),
  lon: z.string(),
  address: z
    .object({
      road: z.string().optional(),
      house_number: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      state: z.string().optional(),
      'ISO3166-2-lvl4': z.string().optional(),
      country_code: z.string().optional(),
      postcode: z.string().optional(),
    })
    .default({}),
});

/** A Nominatim `format=json` search answer: an array of places, the best first (spec §7). */
export const nominatimAnswerSchema = z.array(place);
type NominatimPlace = z.infer<typeof place>;

/** 'BR-SP' → 'SP'; anything else → ''. */
function stateCodeOf(iso: string | undefined): string {
  const match = iso?.match(/^[A-Za-z]{2}-([A-Za-z0-9]{1,3})$/);
  return match?.[1]?.toUpperCase() ?? '';
}

/** The first place as a GeocodingResult; null when there is none or its coordinates are not numbers. */
export function normaliseNominatimPlace(found: NominatimPlace | undefined): GeocodingResult | null {
  if (!found) return null;
  const latitude = Number.parseFloat(found.lat);
  const longitude = Number.parseFloat(found.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = found.address;
  return {
    address: a.road ?? '',
    number: a.house_number ?? '',
    city: a.city ?? a.town ?? a.village ?? '',
    state: a.state ?? '',
    stateCode: stateCodeOf(a['ISO3166-2-lvl4']),
    countryCode: (a.country_code ?? '').toUpperCase(),
    postalCode: postalCodeDigits(a.postcode ?? ''),
    latitude,
    longitude,
  };
}
