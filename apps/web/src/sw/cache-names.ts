import { EVENT_IMAGES_CACHE } from '../lib/offline/cache-names.ts';

/**
 * The service worker's runtime caches (the precache is workbox's own). Images share their cache with
 * the saved events, which put covers there for offline use.
 */
export const RUNTIME_CACHES = {
  pages: 'eventos-pages',
  api: 'eventos-api',
  locales: 'eventos-locales',
  assets: 'eventos-assets',
  images: EVENT_IMAGES_CACHE,
} as const;

/**
 * The shell document as precached: the server answers every client route with this same
 * index.html (apps/server/src/http/web-app.ts), so it opens any route the app can show offline.
 */
export const SHELL_URL = '/index.html';

/** Runtime expiry: enough for a good browse, bounded so the caches do not grow without end. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 };
export const API_CACHE_LIMITS = { maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60 };
/** Scripts and styles of pages used online, kept for later offline use (a version has ~300 files). */
export const ASSET_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 };
export const PAGE_CACHE_LIMITS = { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 };

/** Spec: the network is given this long before a cached answer is used instead. */
export const NETWORK_TIMEOUT_SECONDS = 4;
