import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the contact feature. */
export const contactRoutes: AppRoute[] = [
  {
    path: 'contact',
    access: 'public',
    lazy: async () => {
      const { ContactPage } = await import('./pages/contact-page.tsx');
      return { Component: ContactPage };
    },
  },
];
