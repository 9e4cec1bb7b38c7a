/** A pathname without its trailing slash ('/' stays '/'), so '/events/' and '/events' compare equal. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** True when `path` is `base` or lies below it ('/social/friends' is within '/social'). */
export function isWithinPath(path: string, base: string): boolean {
  const current = normalizePath(path);
  const root = normalizePath(base);
  return current === root || current.startsWith(`${root}/`);
}
