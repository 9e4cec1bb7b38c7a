import { normalizePath } from './layout-path.ts';

/**
 * Every page of spec §2, built or not, as router patterns (':name' is one segment, a final '*'
 * the rest). The web's route table gives each its access and shell.
 */
export const APP_PAGES = [
  // Public
  '/',
  '/auth',
  '/reset-password',
  '/cookies',
  '/help',
  '/privacy',
  '/terms',
  '/contact',
  '/about',
  '/offline',
  '/events',
  '/events/:slug',
  '/search',
  '/user/:username',
  '/user/:username/friends',
  '/share-target',
  '/protocol/:rest/*',
  '/groups',
  '/groups/:id',
  '/groups/:id/followers',
  '/test-pull-refresh',
  // Sign-in helpers: login-era paths, the failed-OAuth return, the OAuth popup
  '/login',
  '/signup',
  '/forgot-password',
  '/index',
  '/auth/popup',
  '/auth/popup-done',
  // Sign-in and a complete profile
  '/locations',
  '/events/create',
  '/events/:id/edit',
  '/events/:id/manage',
  '/events/:id/live',
  '/participating',
  '/organizing',
  '/organizing/manage',
  // Sign-in only
  '/profile',
  '/profile/edit',
  '/security-privacy',
  '/change-password',
  '/social',
  '/profile/notifications',
  '/groups/create',
  '/groups/:id/dashboard',
  '/groups/:id/edit',
  '/groups/:id/members',
  '/groups/:id/invites',
  '/groups/:id/transfer',
  '/groups/:id/delete',
  '/complete-profile',
  // Admin
  '/admin',
  '/admin/themes',
  '/admin/styles',
  '/admin/pwa-stats',
  '/admin/permissions',
  '/admin/send-notification',
  '/admin/components-test',
  '/admin/test-requirement-fields',
  '/admin/sponsorships',
  '/admin/event-reports',
] as const;

export type AppPage = (typeof APP_PAGES)[number];

/**
 * The pages that exist so far. Menus, links and the router read this one list: an entry whose page
 * is missing is not shown. The issue that builds a page adds its pattern here (the web's router test
 * checks that the list and the registered pages agree).
 */
export const BUILT_PAGES: ReadonlySet<AppPage> = new Set<AppPage>([
  '/',
  '/auth',
  '/reset-password',
  '/cookies',
  '/help',
  '/privacy',
  '/terms',
  '/contact',
  '/about',
  '/offline',
  '/events',
  '/events/:slug',
  '/search',
  '/user/:username',
  '/test-pull-refresh',
  '/login',
  '/signup',
  '/forgot-password',
  '/index',
  '/auth/popup',
  '/auth/popup-done',
  '/locations',
  '/events/create',
  '/events/:id/edit',
  '/profile',
  '/profile/edit',
  '/security-privacy',
  '/change-password',
  '/complete-profile',
]);

/** How closely a pattern matches: a literal segment beats a parameter, which beats the rest ('*'). */
function matchScore(pattern: string, segments: readonly string[]): number | null {
  const parts = pattern.split('/').filter(Boolean);
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part === '*') return index === parts.length - 1 ? score : null;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) score += 2;
    else if (part.toLowerCase() === segment.toLowerCase()) score += 3;
    else return null;
  }
  return parts.length === segments.length ? score : null;
}

/**
 * The page of spec §2 that a path ('/events/create?x=1') opens, or undefined for an unknown path.
 * Like the router: case-insensitive, and '/events/create' is the create page, not an event's slug.
 */
export function pageOfPath(path: string): AppPage | undefined {
  const segments = normalizePath(path).split('/').filter(Boolean);
  let best: { page: AppPage; score: number } | undefined;
  for (const page of APP_PAGES) {
    const score = matchScore(page, segments);
    if (score !== null && (best === undefined || score > best.score)) best = { page, score };
  }
  return best?.page;
}

/** True when the path opens a page that exists (false for an unknown path or a page not built yet). */
export function isPageBuilt(path: string): boolean {
  const page = pageOfPath(path);
  return page !== undefined && BUILT_PAGES.has(page);
}
