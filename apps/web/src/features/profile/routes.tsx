import type { AppRoute } from '../../lib/routing/app-route.ts';

/** Routes of the profile feature (complete profile, own profile, account); public profiles are people's. */
export const profileRoutes: AppRoute[] = [
  {
    path: 'complete-profile',
    access: 'signed-in',
    lazy: async () => {
      const { CompleteProfilePage } = await import('./pages/complete-profile-page.tsx');
      return { Component: CompleteProfilePage };
    },
  },
  {
    path: 'profile',
    access: 'signed-in',
    lazy: async () => {
      const { ProfilePage } = await import('./pages/profile-page.tsx');
      return { Component: ProfilePage };
    },
  },
  {
    path: 'profile/edit',
    access: 'signed-in',
    lazy: async () => {
      const { ProfileEditPage } = await import('./pages/profile-edit-page.tsx');
      return { Component: ProfileEditPage };
    },
  },
  {
    path: 'security-privacy',
    access: 'signed-in',
    lazy: async () => {
      const { SecurityPrivacyPage } = await import('./pages/security-privacy-page.tsx');
      return { Component: SecurityPrivacyPage };
    },
  },
];
