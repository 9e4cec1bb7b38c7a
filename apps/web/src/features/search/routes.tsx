import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the search feature: /search?q= finds public events, groups and (signed in) people. */
export const searchRoutes: AppRoute[] = [
  {
    path: 'search',
    access: 'public',
    lazy: async () => {
      const { SearchPage } = await import('./pages/search-page.tsx');
      return { Component: SearchPage };
    },
  },
];
