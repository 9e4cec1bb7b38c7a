import { POSTAL_CODE_LOOKUP_LENGTHS } from '../constants/locations.ts';

/** Brazilian postal code (CEP): five digits, an optional hyphen, three digits (spec §5). */
export const POSTAL_CODE_PATTERN = /^\d{5}-?\d{3}$/;

/** The CEP's digits only, as the geocoders and the cache use it. */
export function postalCodeDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** 01310100 → 01310-100; anything that is not eight digits comes back unchanged. */
export function formatPostalCode(value: string): string {
  const digits = postalCodeDigits(value);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

/** Spec §4: the lookup runs when the value reaches 8 or 9 characters and is a well-formed CEP. */
export function shouldLookUpPostalCode(value: string): boolean {
  const trimmed = value.trim();
  return POSTAL_CODE_LOOKUP_LENGTHS.includes(trimmed.length) && POSTAL_CODE_PATTERN.test(trimmed);
}
