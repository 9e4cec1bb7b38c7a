import { normalizePath } from './layout-path.ts';

/**
 * Every page of spec §2 as a router pattern (':name' is one segment, a final '*' the rest), and
 * whether it exists yet. Menus, links and the router read this one table: an entry whose page is
 * missing is not shown. The issue that builds a page switches its flag on (the web's router test
 * checks that the table and the registered pages agree); the web's route table gives each page its
 * access and shell.
 */
const PAGES = {
  // Public
  '/': true,
  '/auth': true,
  '/reset-password': true,
  '/cookies': true,
  '/help': true,
  '/privacy': true,
  '/terms': true,
  '/contact': true,
  '/about': true,
  '/offline': true,
  '/events': true,
  '/events/:slug': true,
  '/search': true,
  '/user/:username': true,
  '/user/:username/friends': true,
  '/share-target': true,
  '/protocol/:rest/*': true,
  '/groups': true,
  '/groups/:id': true,
  '/groups/:id/followers': true,
  '/test-pull-refresh': true,
  // Sign-in helpers: login-era paths, the failed-OAuth return, the OAuth popup
  '/login': true,
  '/signup': true,
  '/forgot-password': true,
  '/index': true,
  '/auth/popup': true,
  '/auth/popup-done': true,
  // Sign-in and a complete profile
  '/locations': true,
  '/events/create': true,
  '/events/:id/edit': true,
  '/events/:id/manage': true,
  '/events/:id/live': true,
  '/participating': true,
  '/organizing': true,
  '/organizing/manage': true,
  // Sign-in only
  '/profile': true,
  '/profile/edit': true,
  '/security-privacy': true,
  '/change-password': true,
  '/social': true,
  '/profile/notifications': true,
  '/groups/create': true,
  '/groups/:id/dashboard': true,
  '/groups/:id/edit': true,
  '/groups/:id/members': true,
  '/groups/:id/invites': true,
  '/groups/:id/transfer': true,
  '/groups/:id/delete': true,
  '/complete-profile': true,
  // Admin
  '/admin': true,
  '/admin/themes': true,
  '/admin/styles': true,
  '/admin/pwa-stats': true,
  '/admin/permissions': true,
  '/admin/send-notification': true,
  '/admin/components-test': true,
  '/admin/test-requirement-fields': true,
  '/admin/sponsorships': true,
  '/admin/event-reports': true,
} as const satisfies Record<string, boolean>;

export type AppPage = keyof typeof PAGES;

export const APP_PAGES = Object.keys(PAGES) as readonly AppPage[];

/** The pages that exist so far. */
export const BUILT_PAGES: ReadonlySet<AppPage> = new Set(APP_PAGES.filter((page) => PAGES[page]));

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
