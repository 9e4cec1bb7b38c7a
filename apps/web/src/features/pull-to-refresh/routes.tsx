import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the pull-to-refresh feature (its test page). */
export const pullToRefreshRoutes: AppRoute[] = [];
