import type { AppRoute } from '../../lib/routing/app-route.ts';

type Pages = typeof import('./pages/auth-pages.ts');
type PageName = Exclude<keyof Pages, 'legacyAuthLoader' | 'ConsentStep'>;

const pages = (): Promise<Pages> => import('./pages/auth-pages.ts');
const page =
  (name: PageName): AppRoute['lazy'] =>
  async () => ({ Component: (await pages())[name] });
/** /login, /signup, /forgot-password and /index only redirect (to /auth, or / for a bare /index). */
const redirects: AppRoute['lazy'] = async () => ({ loader: (await pages()).legacyAuthLoader });

/** Routes of the auth feature (sign-in, sign-up, recovery, password change). */
export const authRoutes: AppRoute[] = [
  { path: 'auth', access: 'public', lazy: page('AuthPage') },
  { path: 'auth/popup', access: 'public', chrome: 'none', lazy: page('OAuthPopupPage') },
  { path: 'auth/popup-done', access: 'public', chrome: 'none', lazy: page('OAuthPopupDonePage') },
  { path: 'reset-password', access: 'public', lazy: page('ResetPasswordPage') },
  { path: 'change-password', access: 'signed-in', lazy: page('ChangePasswordPage') },
  { path: 'login', access: 'public', lazy: redirects },
  { path: 'signup', access: 'public', lazy: redirects },
  { path: 'forgot-password', access: 'public', lazy: redirects },
  { path: 'index', access: 'public', lazy: redirects },
];
