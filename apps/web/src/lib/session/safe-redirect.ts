import { isPageBuilt, isSafeRedirectPath } from '@eventos/domain';

/** Pages that only make sense for visitors: coming back to them after signing in would loop. */
const SIGN_IN_PAGES = /^\/(auth|login|signup|forgot-password|reset-password|index)(?=[/?#]|$)/;

/**
 * The remembered `?redirect=` target when it is a path of this site ('/x', never '//host',
 * '/\\host' or anything with control characters or a backslash), else the fallback. Sign-in pages
 * also give the fallback, so a signed-in user is never sent back to /auth, and so does a page not
 * built yet (signing in or completing the profile never ends on the not-found page).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/events'): string {
  if (!target || !isSafeRedirectPath(target)) return fallback;
  return SIGN_IN_PAGES.test(target) || !isPageBuilt(target) ? fallback : target;
}
