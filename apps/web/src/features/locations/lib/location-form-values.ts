import type { GeocodingResult, Location, LocationForm } from '@eventos/domain';

/** The text fields of the venue form, in the order they are shown (and focused on an error). */
export const LOCATION_TEXT_FIELDS = [
  'name',
  'postalCode',
  'address',
  'number',
  'city',
  'state',
  'country',
  'reference',
  'additionalInfo',
  'howToGetThere',
  'parkingInfo',
] as const;
export type LocationTextField = (typeof LOCATION_TEXT_FIELDS)[number];

/** Every field an error may be attached to. */
export type LocationField = LocationTextField | 'accessibilityOptions' | 'latitude' | 'longitude';
export const LOCATION_FIELDS: readonly LocationField[] = [
  ...LOCATION_TEXT_FIELDS,
  'accessibilityOptions',
  'latitude',
  'longitude',
];

/** What the form holds while the user types (the point as typed, or as the map or a search set it). */
export type LocationValues = Record<LocationTextField, string> & {
  accessibilityOptions: string[];
  latitude: string;
  longitude: string;
};

/** A point on the map. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** A coordinate as the form shows it: at most 6 decimals (about 10 cm), no trailing zeros. */
export const coordinateText = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/**
 * A typed coordinate: undefined when empty, NaN when it is not a plain decimal number (the schema
 * then names the field). A decimal comma is read as a point.
 */
export function parseCoordinate(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^[+-]?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** The form's point, when both coordinates are numbers on the globe. */
export function pointOf(values: Pick<LocationValues, 'latitude' | 'longitude'>): MapPoint | null {
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  if (latitude === undefined || longitude === undefined) return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return { latitude, longitude };
}

/** The form's coordinates for a point found or placed. */
export const pointValues = (point: MapPoint): Pick<LocationValues, 'latitude' | 'longitude'> => ({
  latitude: coordinateText(point.latitude),
  longitude: coordinateText(point.longitude),
});

export const DEFAULT_COUNTRY = 'Brasil';

/** An empty form (country Brasil), or the venue being edited. */
export function initialLocationValues(location?: Location | null): LocationValues {
  return {
    name: location?.name ?? '',
    postalCode: location?.postalCode ?? '',
    address: location?.address ?? '',
    number: location?.number ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    country: location?.country ?? DEFAULT_COUNTRY,
    reference: location?.reference ?? '',
    additionalInfo: location?.additionalInfo ?? '',
    howToGetThere: location?.howToGetThere ?? '',
    parkingInfo: location?.parkingInfo ?? '',
    accessibilityOptions: location?.accessibilityOptions ?? [],
    latitude: location?.latitude != null ? coordinateText(location.latitude) : '',
    longitude: location?.longitude != null ? coordinateText(location.longitude) : '',
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value);

/** The form's values as the schemas read them (empty optional texts become null; see parseCoordinate). */
export function toLocationForm(values: LocationValues, isPublic: boolean): LocationForm {
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  return {
    name: values.name,
    postalCode: values.postalCode,
    address: values.address,
    number: values.number,
    city: values.city,
    state: values.state,
    country: values.country,
    reference: optional(values.reference),
    additionalInfo: optional(values.additionalInfo),
    howToGetThere: optional(values.howToGetThere),
    parkingInfo: optional(values.parkingInfo),
    accessibilityOptions: values.accessibilityOptions,
    isPublic,
    ...(latitude !== undefined ? { latitude } : {}),
    ...(longitude !== undefined ? { longitude } : {}),
  };
}

/**
 * What a CEP lookup changes: the address parts it found (an empty part keeps what was typed; the
 * number only when the CEP names one), the state's code, the country (Brasil for BR) and the point.
 */
export function applyPostalCodeResult(values: LocationValues, found: GeocodingResult): LocationValues {
  const keep = (next: string, current: string) => (next.trim() ? next : current);
  return {
    ...values,
    address: keep(found.address, values.address),
    number: keep(found.number, values.number),
    city: keep(found.city, values.city),
    // The short form (SP) when the geocoder gives it: the cards show 'São Paulo/SP'.
    state: keep(found.stateCode || found.state, values.state),
    country: found.countryCode.toUpperCase() === 'BR' ? DEFAULT_COUNTRY : values.country,
    ...pointValues(found),
  };
}

/** The text the "find on map" search sends: address, number, city, state (the parts typed). */
export function addressSearchText(values: LocationValues): string {
  return [values.address, values.number, values.city, values.state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
