/** The three faces of /auth: sign in (default), sign up (`?mode=signup`), forgot password (`?mode=forgot`). */
export type AuthMode = 'signin' | 'signup' | 'forgot';

export function authModeFrom(params: URLSearchParams): AuthMode {
  const mode = params.get('mode');
  return mode === 'signup' || mode === 'forgot' ? mode : 'signin';
}

/** /auth in a mode, keeping the remembered `?redirect=`. */
export function authHref(mode: AuthMode, redirect?: string | null): string {
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
