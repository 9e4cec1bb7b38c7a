import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the venues feature (spec §2 My locations). */
export const locationsRoutes: AppRoute[] = [
  {
    path: 'locations',
    access: 'complete-profile',
    lazy: async () => {
      const { LocationsPage } = await import('./pages/locations-page.tsx');
      return { Component: LocationsPage };
    },
  },
];
