import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the admin area (behind the admin guard; each page draws the area's frame). */
export const adminRoutes: AppRoute[] = [
  {
    path: 'admin',
    access: 'admin',
    lazy: async () => {
      const { AdminIndexPage } = await import('./pages/admin-index-page.tsx');
      return { Component: AdminIndexPage };
    },
  },
  {
    path: 'admin/send-notification',
    access: 'admin',
    lazy: async () => {
      const { SendNotificationPage } = await import('./pages/send-notification-page.tsx');
      return { Component: SendNotificationPage };
    },
  },
  {
    path: 'admin/event-reports',
    access: 'moderation',
    lazy: async () => {
      const { EventReportsPage } = await import('./pages/event-reports-page.tsx');
      return { Component: EventReportsPage };
    },
  },
  {
    path: 'admin/themes',
    access: 'admin',
    lazy: async () => {
      const { ThemesPage } = await import('./pages/themes-page.tsx');
      return { Component: ThemesPage };
    },
  },
  {
    path: 'admin/styles',
    access: 'admin',
    lazy: async () => {
      const { StylesPage } = await import('./pages/styles-page.tsx');
      return { Component: StylesPage };
    },
  },
  {
    path: 'admin/pwa-stats',
    access: 'admin',
    lazy: async () => {
      const { PwaStatsPage } = await import('./pages/pwa-stats-page.tsx');
      return { Component: PwaStatsPage };
    },
  },
  {
    path: 'admin/permissions',
    access: 'admin',
    lazy: async () => {
      const { PermissionsPage } = await import('./pages/permissions-page.tsx');
      return { Component: PermissionsPage };
    },
  },
  {
    path: 'admin/components-test',
    access: 'admin',
    lazy: async () => {
      const { ComponentsTestPage } = await import('./pages/components-test-page.tsx');
      return { Component: ComponentsTestPage };
    },
  },
  {
    path: 'admin/test-requirement-fields',
    access: 'admin',
    lazy: async () => {
      const { TestRequirementFieldsPage } = await import('./pages/test-requirement-fields-page.tsx');
      return { Component: TestRequirementFieldsPage };
    },
  },
];
