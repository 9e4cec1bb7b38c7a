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
  {
    // An event by slug, or by id (then replaced by the slug URL).
    path: 'events/:slug',
    access: 'public',
    lazy: async () => {
      const { EventDetailPage } = await import('./pages/event-detail-page.tsx');
      return { Component: EventDetailPage };
    },
  },
];
