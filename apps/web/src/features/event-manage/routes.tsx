import type { AppRoute } from '../../lib/routing/app-route.ts';

/**
 * The organiser's pages of one event (spec §2: signed in with a complete profile): the attendee
 * management page and the door screen, which shows no app bar or navigation. Each is its own chunk.
 */
export const eventManageRoutes: AppRoute[] = [
  {
    path: 'events/:id/manage',
    access: 'complete-profile',
    lazy: async () => {
      const { ManageEventPage } = await import('./pages/manage-event-page.tsx');
      return { Component: ManageEventPage };
    },
  },
  {
    path: 'events/:id/live',
    access: 'complete-profile',
    chrome: 'none',
    lazy: async () => {
      const { LiveCheckInPage } = await import('./pages/live-check-in-page.tsx');
      return { Component: LiveCheckInPage };
    },
  },
];
