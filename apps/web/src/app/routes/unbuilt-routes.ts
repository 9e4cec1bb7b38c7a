import { BUILT_PAGES } from '@eventos/domain';
import type { AppRoute } from '../../lib/routing/app-route.ts';
import { lazyNotFoundPage } from '../not-found-page-lazy.ts';
import { ROUTE_ACCESS } from './route-access.ts';

/**
 * Protected pages of spec §2 not built yet (absent from the domain's BUILT_PAGES). They are still
 * registered, under their guard, and show the not-found page once the guard lets the person
 * through: who may open a path never depends on whether its page exists yet.
 */
export function unbuiltProtectedRoutes(): AppRoute[] {
  return ROUTE_ACCESS.filter((entry) => entry.access !== 'public' && !BUILT_PAGES.has(entry.path)).map(
    (entry) => ({
      path: entry.path.slice(1),
      access: entry.access,
      chrome: entry.chrome,
      lazy: lazyNotFoundPage,
    }),
  );
}
