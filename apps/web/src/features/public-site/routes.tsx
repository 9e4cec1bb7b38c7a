import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the public site (landing, about, help, contact, legal pages, offline). */
export const publicSiteRoutes: AppRoute[] = [];
