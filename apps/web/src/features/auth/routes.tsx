import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the auth feature (sign-in, sign-up, recovery, password change). */
export const authRoutes: AppRoute[] = [];
