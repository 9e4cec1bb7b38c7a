/**
 * Which strategy answers a request in the service worker, and what an offline navigation falls back
 * to. Pure functions of the URL and headers, so every decision is unit-tested; runtime-routes.ts
 * and navigation.ts wire them to workbox.
 */

export type RequestRoute =
  /** A page of the app whose HTML can change often: network first, then the cached page or the shell. */
  | 'page'
  /** A public event page: the cached copy at once, refreshed in the background. */
  | 'event-page'
  /** Translations: the cached copy at once, refreshed in the background. */
  | 'locales'
  /** Uploaded images (covers, avatars): cache first. */
  | 'image'
  /** The anonymous-safe event reads: network first, the cached answer when offline. */
  | 'public-api'
  /** The build's scripts and styles outside the precache (their names change with their content): cache first. */
  | 'asset';

export interface RequestFacts {
  url: URL;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Request.destination: 'image', 'document'… ('' for fetch()). */
  destination: string;
}

/** API paths the worker must never cache, whatever they answer: sessions, the person's own data, attendance. */
const PRIVATE_API = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/v1\/me(\/|$)/,
  /\/(attendance|attendees|check-ins?)(\/|$)/,
];

/** GET /api/v1/events (the list, any query) and GET /api/v1/events/{idOrSlug}; nothing below them. */
const PUBLIC_EVENT_READ = /^\/api\/v1\/events(\/[^/]+)?\/?$/;

/** /events/{slugOrId}, but not the creation page. */
const EVENT_PAGE = /^\/events\/(?!create\/?$)[^/]+\/?$/;

const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

export function isPrivateApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') && PRIVATE_API.some((pattern) => pattern.test(pathname));
}

/** The route for a request, or null when the worker leaves it to the network (and caches nothing). */
export function routeFor(request: RequestFacts, origin: string): RequestRoute | null {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (isPrivateApiPath(path)) return null;
  if (request.mode === 'navigate') {
    // A link straight to an API answer or an upload is a download, not a page.
    if (path.startsWith('/api/') || path.startsWith('/uploads/')) return null;
    return EVENT_PAGE.test(path) ? 'event-page' : 'page';
  }
  if (path.startsWith('/locales/')) return 'locales';
  if (path.startsWith('/assets/') && /\.(js|css)$/.test(path)) return 'asset';
  if (path.startsWith('/uploads/') && (request.destination === 'image' || IMAGE_FILE.test(path)))
    return 'image';
  if (PUBLIC_EVENT_READ.test(path)) return 'public-api';
  return null;
}

export interface ResponseFacts {
  status: number;
  headers: { get(name: string): string | null };
}

/**
 * Whether an answer may be kept in a runtime cache: a full 200 that the server did not mark as
 * private or not to be stored (a signed-in person's event reads are `private, no-store`).
 */
export function isCacheableResponse(response: ResponseFacts): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('Cache-Control')?.toLowerCase() ?? '';
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  return response.headers.get('Vary')?.trim() !== '*';
}

/** App paths whose page works without a connection once the shell is there (spec: offline support). */
const OFFLINE_CAPABLE = [
  /^\/$/,
  /^\/events\/?$/,
  /^\/events\/[^/]+\/?$/,
  /^\/events\/[^/]+\/live\/?$/,
  /^\/participating(\/|$)/,
  /^\/organizing(\/|$)/,
  /^\/offline\/?$/,
  /^\/profile(\/|$)/,
  /^\/share-target\/?$/,
  /^\/protocol\//,
];

export function worksOffline(pathname: string): boolean {
  return OFFLINE_CAPABLE.some((pattern) => pattern.test(pathname));
}

export const OFFLINE_PAGE = '/offline';

export type OfflineFallback = { kind: 'shell' } | { kind: 'redirect'; location: string } | { kind: 'error' };

/**
 * What an offline navigation shows when the page itself is not cached: the precached shell for a
 * path that works offline, else the /offline page told where the person was going. Without the
 * shell (never precached, or evicted) /offline cannot open either: the browser's own error then,
 * never a redirect loop.
 */
export function offlineFallback(url: URL, hasShell: boolean): OfflineFallback {
  if (hasShell && worksOffline(url.pathname)) return { kind: 'shell' };
  if (url.pathname.replace(/\/$/, '') === OFFLINE_PAGE) return { kind: 'error' };
  const from = `${url.pathname}${url.search}`;
  return { kind: 'redirect', location: `${OFFLINE_PAGE}?from=${encodeURIComponent(from)}` };
}
