import { GROUP_SLUG_MAX_BASE } from '../constants/groups.ts';
import { slugify } from './slug.ts';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The slug base of a group name, like an event's (spec §5 slugify, cut at a hyphen, never ending in
 * one): 'grupo' when nothing is left (a name only in Chinese), and never the shape of an id, since
 * /groups/{x} takes either.
 */
export function groupSlugBase(name: string): string {
  let base = slugify(name);
  if (base.length > GROUP_SLUG_MAX_BASE)
    base = base.slice(0, GROUP_SLUG_MAX_BASE).replace(/-+[^-]*$/, '') || base.slice(0, GROUP_SLUG_MAX_BASE);
  base = base.replace(/-+$/, '');
  if (!base) return 'grupo';
  return UUID_SHAPE.test(base) ? `grupo-${base}` : base;
}
