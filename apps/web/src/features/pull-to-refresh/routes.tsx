import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the pull-to-refresh feature (its test page). */
export const pullToRefreshRoutes: AppRoute[] = [
  {
    path: 'test-pull-refresh',
    access: 'public',
    lazy: async () => {
      const { TestPullRefreshPage } = await import('./pages/test-pull-refresh-page.tsx');
      return { Component: TestPullRefreshPage };
    },
  },
];
