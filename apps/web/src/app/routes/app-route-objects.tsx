import type { RouteObject } from 'react-router';
import type { AppRoute, RouteAccess, RouteChrome } from '../../lib/routing/app-route.ts';

/** What the layout reads from the matched route (`useMatches()[n].handle`). */
export interface AppRouteHandle {
  access: RouteAccess;
  chrome: RouteChrome;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: AppRouteHandle = { access: route.access, chrome: route.chrome ?? 'full' };
  return route.path === ''
    ? { index: true, lazy: route.lazy, handle }
    : { path: route.path, lazy: route.lazy, handle };
}

const ACCESS_ORDER: readonly RouteAccess[] = [
  'public',
  'signed-in',
  'complete-profile',
  'moderation',
  'admin',
];

/**
 * The features' routes as router objects: public ones as they are, the others grouped under the
 * guard of their access class (a pathless parent, so the guard decides before the page shows).
 */
export function toGuardedRouteObjects(appRoutes: readonly AppRoute[]): RouteObject[] {
  return ACCESS_ORDER.flatMap((access): RouteObject[] => {
    const group = appRoutes.filter((route) => route.access === access).map(toRouteObject);
    if (group.length === 0) return [];
    if (access === 'public') return group;
    // The guard's code loads with the first guarded page (beside it): public pages never need it.
    const lazy = async () => {
      const { RouteGuard } = await import('../guards/route-guard.tsx');
      return { element: <RouteGuard access={access} /> };
    };
    return [{ lazy, children: group }];
  });
}

/** True when some feature registers the landing page (path ''). */
export function hasLandingRoute(appRoutes: readonly AppRoute[]): boolean {
  return appRoutes.some((route) => route.path === '');
}
