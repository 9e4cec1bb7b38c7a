/**
 * Event slugs (spec §5): strip accents, lowercase, turn runs of non-alphanumerics into hyphens,
 * trim hyphens. A taken slug gets -1, -2 … appended until it is free.
 */

import { foldText } from './fold-text.ts';

const NON_ALPHANUMERIC_RUNS = /[^a-z0-9]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;

export function slugify(text: string): string {
  return foldText(text).replace(NON_ALPHANUMERIC_RUNS, '-').replace(EDGE_HYPHENS, '');
}

/** `base` when free, else the first free `base-1`, `base-2`, … according to `taken`. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
