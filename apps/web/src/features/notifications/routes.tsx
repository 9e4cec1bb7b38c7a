import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the notifications feature (the panel lives in the shell). */
export const notificationsRoutes: AppRoute[] = [
  {
    path: 'profile/notifications',
    access: 'signed-in',
    lazy: async () => {
      const { NotificationPreferencesPage } = await import('./pages/notification-preferences-page.tsx');
      return { Component: NotificationPreferencesPage };
    },
  },
];
