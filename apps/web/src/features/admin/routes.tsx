import type { ComponentType } from 'react';
import type { AppRoute, RouteAccess } from '../../lib/routing/app-route.ts';

/** One admin page: its path under admin/, who may open it, and its chunk's component. */
const page = (path: string, load: () => Promise<ComponentType>, access: RouteAccess = 'admin'): AppRoute => ({
  path: path ? `admin/${path}` : 'admin',
  access,
  lazy: async () => ({ Component: await load() }),
});

/**
 * Routes of the admin area (behind the admin guard; each page draws the area's frame). The reports
 * queue also opens to moderators.
 */
export const adminRoutes: AppRoute[] = [
  page('', () => import('./pages/admin-index-page.tsx').then((m) => m.AdminIndexPage)),
  page('send-notification', () =>
    import('./pages/send-notification-page.tsx').then((m) => m.SendNotificationPage),
  ),
  page(
    'event-reports',
    () => import('./pages/event-reports-page.tsx').then((m) => m.EventReportsPage),
    'moderation',
  ),
  page('themes', () => import('./pages/themes-page.tsx').then((m) => m.ThemesPage)),
  page('styles', () => import('./pages/styles-page.tsx').then((m) => m.StylesPage)),
  page('pwa-stats', () => import('./pages/pwa-stats-page.tsx').then((m) => m.PwaStatsPage)),
  page('permissions', () => import('./pages/permissions-page.tsx').then((m) => m.PermissionsPage)),
  page('sponsorships', () => import('./pages/sponsorships-page.tsx').then((m) => m.SponsorshipsPage)),
  page('components-test', () => import('./pages/components-test-page.tsx').then((m) => m.ComponentsTestPage)),
  page('test-requirement-fields', () =>
    import('./pages/test-requirement-fields-page.tsx').then((m) => m.TestRequirementFieldsPage),
  ),
];
