import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the profile feature (complete profile, own profile, public profile, account). */
export const profileRoutes: AppRoute[] = [];
