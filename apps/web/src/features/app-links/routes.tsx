import type { AppRoute } from '../../lib/routing/app-route.ts';

/**
 * Routes of links into the app from outside it (spec §2): what another app shares with the
 * installed app, and the handler of `web+eventos:` links. Both public; one chunk holds both.
 */
export const appLinksRoutes: AppRoute[] = [
  {
    path: 'share-target',
    access: 'public',
    lazy: async () => {
      const { ShareTargetPage } = await import('./pages/app-links-pages.ts');
      return { Component: ShareTargetPage };
    },
  },
  {
    path: 'protocol/:rest/*',
    access: 'public',
    lazy: async () => {
      const { ProtocolPage } = await import('./pages/app-links-pages.ts');
      return { Component: ProtocolPage };
    },
  },
];
