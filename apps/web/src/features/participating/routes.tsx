import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of "my events" (spec §2: signed in with a complete profile). Each page is its own chunk. */
export const participatingRoutes: AppRoute[] = [
  {
    path: 'participating',
    access: 'complete-profile',
    lazy: async () => {
      const { ParticipatingPage } = await import('./pages/participating-page.tsx');
      return { Component: ParticipatingPage };
    },
  },
  {
    path: 'organizing',
    access: 'complete-profile',
    lazy: async () => {
      const { OrganizingPage } = await import('./pages/organizing-page.tsx');
      return { Component: OrganizingPage };
    },
  },
];
