import { slugify } from './slug.ts';

/** Longest slug base; suffixes (-1, -2…) come on top. */
export const EVENT_SLUG_MAX_BASE = 80;

/** The slug base of an event name: spec §5 slugify, cut at a hyphen, 'evento' when nothing is left (e.g. a name only in Chinese). */
export function eventSlugBase(name: string): string {
  let base = slugify(name);
  if (base.length > EVENT_SLUG_MAX_BASE)
    base = base.slice(0, EVENT_SLUG_MAX_BASE).replace(/-+[^-]*$/, '') || base.slice(0, EVENT_SLUG_MAX_BASE);
  base = base.replace(/-+$/, '');
  return base || 'evento';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /events/{x}: x is an id (redirected to the slug URL) or a slug. */
export function isEventId(value: string): boolean {
  return UUID.test(value);
}
