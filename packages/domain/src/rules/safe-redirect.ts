/**
 * Paths a sign-in may return to: same-origin paths only ("/x", never "//host"). Browsers read "\\"
 * as "/" and drop tabs and newlines, so "/\\host" or "/\t/host" would leave the site: any
 * backslash or control character is refused.
 */
export function isSafeRedirectPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  return ![...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}
