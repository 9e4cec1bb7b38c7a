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
    access: 'admin',
    lazy: async () => {
      const { EventReportsPage } = await import('./pages/event-reports-page.tsx');
      return { Component: EventReportsPage };
    },
  },
];
