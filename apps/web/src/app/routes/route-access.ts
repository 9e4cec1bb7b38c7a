import { type AppPage, pageOfPath } from '@eventos/domain';
import type { RouteAccess, RouteChrome } from '../../lib/routing/app-route.ts';

export interface RouteAccessEntry {
  /** The page's router pattern (the domain's list of spec §2 pages), with a leading slash. */
  path: AppPage;
  access: RouteAccess;
  chrome: RouteChrome;
}

const entry = (path: AppPage, access: RouteAccess, chrome: RouteChrome = 'full'): RouteAccessEntry => ({
  path,
  access,
  chrome,
});

/**
 * Every page of spec §2 (the domain's APP_PAGES) with who may open it and which shell it shows.
 * The router registers the built ones (BUILT_PAGES) and keeps the others guarded.
 */
export const ROUTE_ACCESS: readonly RouteAccessEntry[] = [
  // Public
  entry('/', 'public'),
  entry('/auth', 'public'),
  entry('/reset-password', 'public'),
  entry('/cookies', 'public'),
  entry('/help', 'public'),
  entry('/privacy', 'public'),
  entry('/terms', 'public'),
  entry('/contact', 'public'),
  entry('/about', 'public'),
  entry('/offline', 'public', 'no-sidebar'),
  entry('/events', 'public'),
  entry('/events/:slug', 'public'),
  entry('/search', 'public'),
  entry('/user/:username', 'public'),
  entry('/user/:username/friends', 'public'),
  entry('/share-target', 'public'),
  entry('/protocol/:rest/*', 'public'),
  entry('/groups', 'public'),
  entry('/groups/:id', 'public'),
  entry('/groups/:id/followers', 'public'),
  entry('/test-pull-refresh', 'public'),
  // Sign-in helpers: login-era paths and the failed-OAuth return (redirect to /auth), the OAuth popup
  entry('/login', 'public'),
  entry('/signup', 'public'),
  entry('/forgot-password', 'public'),
  entry('/index', 'public'),
  entry('/auth/popup', 'public', 'none'),
  entry('/auth/popup-done', 'public', 'none'),
  // Sign-in and a complete profile
  entry('/locations', 'complete-profile'),
  entry('/events/create', 'complete-profile'),
  entry('/events/:id/edit', 'complete-profile'),
  entry('/events/:id/manage', 'complete-profile'),
  entry('/events/:id/live', 'complete-profile', 'none'),
  entry('/participating', 'complete-profile'),
  entry('/organizing', 'complete-profile'),
  entry('/organizing/manage', 'complete-profile'),
  // Sign-in only
  entry('/profile', 'signed-in'),
  entry('/profile/edit', 'signed-in'),
  entry('/security-privacy', 'signed-in'),
  entry('/change-password', 'signed-in'),
  entry('/social', 'signed-in'),
  entry('/profile/notifications', 'signed-in'),
  entry('/groups/create', 'signed-in'),
  entry('/groups/:id/dashboard', 'signed-in'),
  entry('/groups/:id/edit', 'signed-in'),
  entry('/groups/:id/members', 'signed-in'),
  entry('/groups/:id/invites', 'signed-in'),
  entry('/groups/:id/transfer', 'signed-in'),
  entry('/groups/:id/delete', 'signed-in'),
  entry('/complete-profile', 'signed-in'),
  // Admin
  entry('/admin', 'admin'),
  entry('/admin/themes', 'admin'),
  entry('/admin/styles', 'admin'),
  entry('/admin/pwa-stats', 'admin'),
  entry('/admin/permissions', 'admin'),
  entry('/admin/send-notification', 'admin'),
  entry('/admin/components-test', 'admin'),
  entry('/admin/test-requirement-fields', 'admin'),
  entry('/admin/sponsorships', 'admin'),
  // The reports queue: moderators too
  entry('/admin/event-reports', 'moderation'),
];

/** The entry for a concrete path ('/events/create' beats '/events/:slug'), or undefined. */
export function routeAccessFor(pathname: string): RouteAccessEntry | undefined {
  const page = pageOfPath(pathname);
  return ROUTE_ACCESS.find((candidate) => candidate.path === page);
}
