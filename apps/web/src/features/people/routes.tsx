import type { AppRoute } from '../../lib/routing/app-route.ts';

const pages = () => import('./pages/people-pages.ts');

/** Public routes of people (spec §2): a member's public profile and their friends. */
export const peopleRoutes: AppRoute[] = [
  {
    path: 'user/:username',
    access: 'public',
    lazy: async () => ({ Component: (await pages()).PersonProfilePage }),
  },
  {
    path: 'user/:username/friends',
    access: 'public',
    lazy: async () => ({ Component: (await pages()).PersonFriendsPage }),
  },
];
