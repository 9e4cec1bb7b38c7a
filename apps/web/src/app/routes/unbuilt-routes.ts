import type { AppRoute } from '../../lib/routing/app-route.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { ROUTE_ACCESS } from './route-access.ts';

/**
 * Protected paths of spec §2 whose page no feature builds yet. They are still registered, under
 * their guard, and show the not-found page once the guard lets the person through: who may open
 * a path never depends on whether its page exists yet.
 */
export function unbuiltProtectedRoutes(built: readonly AppRoute[]): AppRoute[] {
  const registered = new Set(built.map((route) => `/${route.path}`));
  return ROUTE_ACCESS.filter((entry) => entry.access !== 'public' && !registered.has(entry.path)).map(
    (entry) => ({
      path: entry.path.slice(1),
      access: entry.access,
      chrome: entry.chrome,
      // The not-found page is in the first load already (the router's catch-all uses it).
      lazy: async () => ({ Component: NotFoundPage }),
    }),
  );
}
