import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the events feature. */
export const eventsRoutes: AppRoute[] = [
  {
    path: 'events',
    access: 'public',
    lazy: async () => {
      const { EventsPage } = await import('./pages/events-page.tsx');
      return { Component: EventsPage };
    },
  },
];
