import type { AppRoute } from '../../lib/routing/app-route.ts';

/** The social hub (spec §2: signed in; the query `tab` picks timeline, friends or seguindo). */
export const socialRoutes: AppRoute[] = [
  {
    path: 'social',
    access: 'signed-in',
    lazy: async () => {
      const { SocialPage } = await import('./pages/social-page.tsx');
      return { Component: SocialPage };
    },
  },
];
