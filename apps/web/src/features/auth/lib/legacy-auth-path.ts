import { type AuthMode, authHref } from './auth-mode.ts';

const MODES: Record<string, AuthMode> = { login: 'signin', signup: 'signup', 'forgot-password': 'forgot' };

/**
 * Where the login-era paths go: /login → /auth, /signup → /auth?mode=signup, /forgot-password →
 * /auth?mode=forgot (each keeping ?redirect=); /index?login_failed=1 → /auth?login_failed=1
 * (which shows the failed-sign-in toast); /index otherwise → /.
 */
export function legacyAuthPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (name === 'index') return params.has('login_failed') ? '/auth?login_failed=1' : '/';
  return authHref(MODES[name] ?? 'signin', params.get('redirect'));
}
