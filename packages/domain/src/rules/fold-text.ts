const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Text for comparing what people type: accents stripped and lower case ('Acessível' and
 * 'acessivel' fold alike). Slugs, the venue filters and the geocoding cache keys all start here.
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** True when `label` contains `filter`, ignoring case, accents and surrounding spaces; an empty filter keeps everything. */
export function matchesFilter(label: string, filter: string): boolean {
  const wanted = foldText(filter).trim();
  return wanted === '' || foldText(label).includes(wanted);
}
