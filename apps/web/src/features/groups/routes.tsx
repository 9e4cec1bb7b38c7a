import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Public routes of groups (spec §2): the list, a group's page (by id or slug), its followers. */
export const groupsRoutes: AppRoute[] = [
  {
    path: 'groups',
    access: 'public',
    lazy: async () => {
      const { GroupsPage } = await import('./pages/groups-page.tsx');
      return { Component: GroupsPage };
    },
  },
  {
    path: 'groups/:id',
    access: 'public',
    lazy: async () => {
      const { GroupPage } = await import('./pages/group-page.tsx');
      return { Component: GroupPage };
    },
  },
  {
    path: 'groups/:id/followers',
    access: 'public',
    lazy: async () => {
      const { GroupFollowersPage } = await import('./pages/group-followers-page.tsx');
      return { Component: GroupFollowersPage };
    },
  },
];
