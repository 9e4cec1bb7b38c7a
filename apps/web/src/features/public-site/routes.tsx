import type { AppRoute } from '../../lib/routing/app-route.ts';
import { contactRoutes } from '../contact/routes.tsx';

/** Routes of the public site (landing, about, help, contact, legal pages, offline). */
export const publicSiteRoutes: AppRoute[] = [
  {
    path: '',
    access: 'public',
    lazy: async () => ({ Component: (await import('./pages/landing-page.tsx')).LandingPage }),
  },
  {
    path: 'about',
    access: 'public',
    lazy: async () => ({ Component: (await import('./pages/about-page.tsx')).AboutPage }),
  },
  {
    path: 'help',
    access: 'public',
    lazy: async () => ({ Component: (await import('./pages/help-page.tsx')).HelpPage }),
  },
  ...contactRoutes,
  {
    path: 'terms',
    access: 'public',
    lazy: async () => ({ Component: (await import('./pages/terms-page.tsx')).TermsPage }),
  },
  {
    path: 'privacy',
    access: 'public',
    lazy: async () => ({ Component: (await import('./pages/privacy-page.tsx')).PrivacyPage }),
  },
  {
    path: 'cookies',
    access: 'public',
    lazy: async () => ({ Component: (await import('./pages/cookies-page.tsx')).CookiesPage }),
  },
  {
    path: 'offline',
    access: 'public',
    chrome: 'no-sidebar',
    lazy: async () => ({ Component: (await import('./pages/offline-page.tsx')).OfflinePage }),
  },
];
