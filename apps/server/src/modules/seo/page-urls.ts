/** Path of an event page (/events/roda-de-samba). */
export const eventPagePath = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/** Absolute URL of an event page. */
export const eventPageUrl = (publicUrl: string, slug: string) => `${publicUrl}${eventPagePath(slug)}`;

/** Path of a group page (/groups/corredores-do-ibirapuera). */
export const groupPagePath = (slug: string) => `/groups/${encodeURIComponent(slug)}`;

/** Absolute URL of a group page. */
export const groupPageUrl = (publicUrl: string, slug: string) => `${publicUrl}${groupPagePath(slug)}`;

/** Absolute URL of a file under /uploads (e.g. `events/roda-de-samba.webp`), each segment encoded. */
export function uploadUrl(publicUrl: string, path: string): string {
  const segments = path.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  return `${publicUrl}/uploads/${segments.map(encodeURIComponent).join('/')}`;
}

/** The address itself when it is an http(s) URL, otherwise undefined (user-typed links). */
export function httpUrlOrUndefined(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Path of a public profile page. */
export const profilePagePath = (username: string) => `/user/${encodeURIComponent(username)}`;

/** Absolute URL of a public profile page. */
export const profilePageUrl = (publicUrl: string, username: string) =>
  `${publicUrl}${profilePagePath(username)}`;
