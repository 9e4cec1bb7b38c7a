import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the event form (spec §2: signed in with a complete profile). Each page is its own chunk. */
export const eventFormRoutes: AppRoute[] = [
  {
    path: 'events/create',
    access: 'complete-profile',
    lazy: async () => {
      const { CreateEventPage } = await import('./pages/create-event-page.tsx');
      return { Component: CreateEventPage };
    },
  },
  {
    path: 'events/:id/edit',
    access: 'complete-profile',
    lazy: async () => {
      const { EditEventPage } = await import('./pages/edit-event-page.tsx');
      return { Component: EditEventPage };
    },
  },
];
