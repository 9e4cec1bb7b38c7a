import type { AppRoute } from '../../lib/routing/app-route.ts';

/** /organizing/manage (spec §2: signed in with a complete profile), its own chunk. */
export const organizingManageRoutes: AppRoute[] = [
  {
    path: 'organizing/manage',
    access: 'complete-profile',
    lazy: async () => {
      const { OrganizingManagePage } = await import('./pages/organizing-manage-page.tsx');
      return { Component: OrganizingManagePage };
    },
  },
];
