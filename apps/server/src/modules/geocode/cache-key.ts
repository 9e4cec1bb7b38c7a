import { foldText } from '@eventos/domain';

/** Cache key of a postal-code lookup: 'postal:01310100'. */
export function postalCacheKey(digits: string): string {
  return `postal:${digits}`;
}

/** Cache key of an address search: lower case, accents stripped, runs of white space as one space. */
export function addressCacheKey(text: string): string {
  const normalised = foldText(text).replace(/\s+/g, ' ').trim();
  return `address:${normalised}`;
}
