import { z } from 'zod';
import { LOCATION_SEARCH } from '../constants/locations.ts';
import { POSTAL_CODE_PATTERN } from '../rules/postal-code.ts';
import { textField } from './primitives.ts';

/** Lengths of the venue form (spec §5 Location gives the minimums; the maximums are ours). */
export const LOCATION_LIMITS = {
  name: { min: 3, max: 120 },
  address: { min: 5, max: 200 },
  number: { min: 1, max: 20 },
  country: { min: 2, max: 60 },
  state: { min: 2, max: 60 },
  city: { min: 2, max: 100 },
  reference: { max: 200 },
  longText: { max: 1000 },
  accessibilityOptions: { max: 30 },
  search: { max: 100 },
} as const;

const TOO_LONG = { message: 'validation.location.text.too_long' };

const requiredText = (min: number, max: number, code: string) =>
  textField(code).trim().min(min, { message: code }).max(max, TOO_LONG);

const optionalText = (max: number) => textField().trim().max(max, TOO_LONG).nullish();

const coordinate = (limit: number, code: string) =>
  z
    .number({ message: code })
    .finite({ message: code })
    .min(-limit, { message: code })
    .max(limit, { message: code });

const fields = {
  name: requiredText(
    LOCATION_LIMITS.name.min,
    LOCATION_LIMITS.name.max,
    'validation.location.name.too_short',
  ),
  postalCode: textField('validation.location.postal_code.invalid', 'validation.location.postal_code.invalid')
    .trim()
    .regex(POSTAL_CODE_PATTERN, { message: 'validation.location.postal_code.invalid' }),
  address: requiredText(
    LOCATION_LIMITS.address.min,
    LOCATION_LIMITS.address.max,
    'validation.location.address.too_short',
  ),
  number: requiredText(
    LOCATION_LIMITS.number.min,
    LOCATION_LIMITS.number.max,
    'validation.location.number.required',
  ),
  country: requiredText(
    LOCATION_LIMITS.country.min,
    LOCATION_LIMITS.country.max,
    'validation.location.country.required',
  ),
  state: requiredText(
    LOCATION_LIMITS.state.min,
    LOCATION_LIMITS.state.max,
    'validation.location.state.required',
  ),
  city: requiredText(LOCATION_LIMITS.city.min, LOCATION_LIMITS.city.max, 'validation.location.city.required'),
  reference: optionalText(LOCATION_LIMITS.reference.max),
  additionalInfo: optionalText(LOCATION_LIMITS.longText.max),
  howToGetThere: optionalText(LOCATION_LIMITS.longText.max),
  parkingInfo: optionalText(LOCATION_LIMITS.longText.max),
  accessibilityOptions: z
    .array(z.uuid({ message: 'validation.location.accessibility_options.invalid' }), {
      message: 'validation.location.accessibility_options.invalid',
    })
    .max(LOCATION_LIMITS.accessibilityOptions.max, {
      message: 'validation.location.accessibility_options.invalid',
    })
    .default([]),
  isPublic: z.boolean({ message: 'validation.invalid' }).default(false),
};

/**
 * The venue form (spec §5 Location): latitude and longitude may still be empty while the user types;
 * {@link locationInputSchema} is what a submit must satisfy.
 */
export const locationFormSchema = z.object({
  ...fields,
  latitude: coordinate(90, 'validation.location.latitude.invalid').optional(),
  longitude: coordinate(180, 'validation.location.longitude.invalid').optional(),
});
export type LocationForm = z.input<typeof locationFormSchema>;

/** POST /api/v1/locations and PATCH /api/v1/locations/{id} (the whole venue): coordinates required. */
export const locationInputSchema = z.object({
  ...fields,
  latitude: coordinate(90, 'validation.location.coordinates.required'),
  longitude: coordinate(180, 'validation.location.coordinates.required'),
});
export type LocationInput = z.output<typeof locationInputSchema>;

/** GET /api/v1/locations?q= — the caller's own venues, optionally filtered by text. */
export const ownLocationsQuerySchema = z.object({
  q: textField().trim().max(LOCATION_LIMITS.search.max, TOO_LONG).optional(),
});

/** GET /api/v1/locations/public?q=&limit= — public venues (spec §6: limit 5, 20 on the venue screen). */
export const publicLocationSearchSchema = z.object({
  q: textField().trim().max(LOCATION_LIMITS.search.max, TOO_LONG).optional(),
  limit: z.coerce
    .number({ message: 'validation.limit.integer' })
    .int({ message: 'validation.limit.integer' })
    .min(1, { message: 'validation.location.search.limit' })
    .max(LOCATION_SEARCH.screenLimit, { message: 'validation.location.search.limit' })
    .default(LOCATION_SEARCH.limit),
});

/** A venue as the API returns it (own list, public search, create and update). */
export interface Location {
  id: string;
  name: string;
  postalCode: string;
  address: string;
  number: string;
  country: string;
  state: string;
  city: string;
  reference: string | null;
  additionalInfo: string | null;
  howToGetThere: string | null;
  parkingInfo: string | null;
  /** selection_options ids of type accessibility. */
  accessibilityOptions: string[];
  /** OpenStreetMap page and embeddable map for the venue's point. */
  mapsUrl: string | null;
  mapsEmbed: string | null;
  /** Path under /uploads, or null. */
  image: string | null;
  isPublic: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The caller registered this venue (may edit and delete it). */
  isOwn: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/locations and GET /api/v1/locations/public. */
export interface LocationList {
  items: Location[];
}
