import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { adminRoutes } from '../features/admin/routes.tsx';
import { appLinksRoutes } from '../features/app-links/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { eventFormRoutes } from '../features/event-form/routes.tsx';
import { eventManageRoutes } from '../features/event-manage/routes.tsx';
import { eventsRoutes } from '../features/events/routes.tsx';
import { groupManageRoutes } from '../features/group-manage/routes.tsx';
import { groupsRoutes } from '../features/groups/routes.tsx';
import { locationsRoutes } from '../features/locations/routes.tsx';
import { notificationsRoutes } from '../features/notifications/routes.tsx';
import { organizingManageRoutes } from '../features/organizing-manage/routes.tsx';
import { participatingRoutes } from '../features/participating/routes.tsx';
import { peopleRoutes } from '../features/people/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { publicSiteRoutes } from '../features/public-site/routes.tsx';
import { pullToRefreshRoutes } from '../features/pull-to-refresh/routes.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { socialRoutes } from '../features/social/routes.tsx';
import type { AppRoute } from '../lib/routing/app-route.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyNotFoundPage } from './not-found-page-lazy.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { hasLandingRoute, toGuardedRouteObjects } from './routes/app-route-objects.tsx';
import { unbuiltProtectedRoutes } from './routes/unbuilt-routes.ts';

/**
 * Every built feature's pages (spec §2). A feature that is not built registers nothing; the pages
 * registered here are the domain's BUILT_PAGES (the router test checks that they agree).
 */
export const appRoutes: AppRoute[] = [
  ...publicSiteRoutes,
  ...eventsRoutes,
  ...eventFormRoutes,
  ...eventManageRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...peopleRoutes,
  ...locationsRoutes,
  ...pullToRefreshRoutes,
  ...searchRoutes,
  ...notificationsRoutes,
  ...participatingRoutes,
  ...groupsRoutes,
  ...organizingManageRoutes,
  ...groupManageRoutes,
  ...adminRoutes,
  ...socialRoutes,
  ...appLinksRoutes,
];

/** Until the landing page exists, / goes to the events list (before anything renders). */
const landingRedirect: RouteObject[] = hasLandingRoute(appRoutes)
  ? []
  : [{ index: true, loader: () => redirect('/events'), element: null }];

/** The server-state cache around every page, as a route's `lazy` (see data-layer.tsx). */
const lazyDataLayer = async () => ({ Component: (await import('./data-layer.tsx')).DataLayer });

/**
 * The route table. Pages load on demand through `lazy`, so each one is its own chunk; the router
 * loads the lazy routes of a match together, so the data layer comes beside the first page.
 */
export const routes: RouteObject[] = [
  {
    lazy: lazyDataLayer,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          {
            // Inner boundary: an error inside a page keeps the bars.
            errorElement: <RouteError />,
            children: [
              ...landingRedirect,
              ...toGuardedRouteObjects([...appRoutes, ...unbuiltProtectedRoutes()]),
              { path: '*', lazy: lazyNotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
