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

/** Spec §4: the listed paths and /events/{x} (one segment below /events) are public. */
export function isPublicPath(path: string): boolean {
  const current = normalizePath(path);
  if ((PUBLIC_PATHS as readonly string[]).includes(current)) return true;
  return /^\/events\/[^/]+$/.test(current);
}
