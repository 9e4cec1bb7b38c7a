import type { AppRoute } from '../../lib/routing/app-route.ts';

/**
 * Routes of links into the app from outside it (spec §2): what another app shares with the
 * installed app, and the handler of `web+eventos:` links. Both public; each page is its own chunk.
 */
export const appLinksRoutes: AppRoute[] = [
  {
    path: 'share-target',
    access: 'public',
    lazy: async () => {
      const { ShareTargetPage } = await import('./pages/share-target-page.tsx');
      return { Component: ShareTargetPage };
    },
  },
  {
    path: 'protocol/:rest/*',
    access: 'public',
    lazy: async () => {
      const { ProtocolPage } = await import('./pages/protocol-page.tsx');
      return { Component: ProtocolPage };
    },
  },
];
