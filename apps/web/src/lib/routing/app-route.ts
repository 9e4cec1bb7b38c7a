import type { RouteObject } from 'react-router';

/**
 * Who may open a route (spec §2): the guard of the route table enforces it. 'moderation' is the
 * reports queue, open to moderators and administrators.
 */
export type RouteAccess = 'public' | 'signed-in' | 'complete-profile' | 'moderation' | 'admin';

/** Which parts of the app shell a route shows. */
export type RouteChrome = 'full' | 'no-sidebar' | 'none';

/**
 * One entry of the route table. Features export lists of these (`features/<f>/routes.tsx`) and the
 * app's router registers them; a feature that is not built registers nothing.
 */
export interface AppRoute {
  /** Path relative to the root, without a leading slash ('' for the index route). */
  path: string;
  access: RouteAccess;
  chrome?: RouteChrome;
  /** Loads the page on demand (its own chunk): resolve with `{ Component }`. */
  lazy: NonNullable<RouteObject['lazy']>;
}
