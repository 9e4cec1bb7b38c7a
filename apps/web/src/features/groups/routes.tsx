import type { AppRoute } from '../../lib/routing/app-route.ts';

const pages = () => import('./pages/group-pages.ts');

/** Public routes of groups (spec §2): the list, a group's page (by id or slug), its followers. */
export const groupsRoutes: AppRoute[] = [
  {
    path: 'groups',
    access: 'public',
    lazy: async () => ({ Component: (await pages()).GroupsPage }),
  },
  {
    path: 'groups/:id',
    access: 'public',
    lazy: async () => ({ Component: (await pages()).GroupPage }),
  },
  {
    path: 'groups/:id/followers',
    access: 'public',
    lazy: async () => ({ Component: (await pages()).GroupFollowersPage }),
  },
];
