/** Pages that only make sense for visitors: coming back to them after signing in would loop. */
const SIGN_IN_PAGES = /^\/(auth|login|signup|forgot-password|reset-password|index)(?=[/?#]|$)/;

/**
 * The remembered `?redirect=` target when it is a path of this site ('/x', never '//host',
 * '/\\host' or anything with control characters or a backslash), else the fallback. Sign-in pages
 * also give the fallback, so a signed-in user is never sent back to /auth.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/events'): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return fallback;
  // Browsers read '\' as '/' and drop tabs and newlines, so '/\evil' or '/\t/evil' leave the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  return SIGN_IN_PAGES.test(target) ? fallback : target;
}
