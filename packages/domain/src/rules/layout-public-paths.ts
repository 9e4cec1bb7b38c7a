import { normalizePath } from './layout-path.ts';

/** Public paths of spec §4 (besides /events/{x}): the layout treats every other page as private. */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/cookies',
  '/privacy',
  '/auth',
  '/terms',
  '/help',
  '/events',
  '/reset-password',
] as const;

/**
 * Spec §4: the listed paths and /events/{x} (an event, one segment below /events) are public.
 * /events/create is not an event: creating one needs a signed-in user with a complete profile (spec §2).
 */
export function isPublicPath(path: string): boolean {
  // Paths match without regard to case, as in the router.
  const current = normalizePath(path).toLowerCase();
  if ((PUBLIC_PATHS as readonly string[]).includes(current)) return true;
  return /^\/events\/[^/]+$/.test(current) && current !== '/events/create';
}
