import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_CACHE_LIMITS,
  ASSET_CACHE_LIMITS,
  IMAGE_CACHE_LIMITS,
  NETWORK_TIMEOUT_SECONDS,
  RUNTIME_CACHES,
} from './cache-names.ts';
import { cacheableOnly } from './cacheable-plugin.ts';
import { type RequestRoute, routeFor } from './routing-rules.ts';

/** Matches requests whose route (routing-rules.ts) is `route`. */
function matching(route: RequestRoute, origin: string) {
  return ({ url, request }: { url: URL; request: Request }) =>
    routeFor(
      { url, method: request.method, mode: request.mode, destination: request.destination },
      origin,
    ) === route;
}

/**
 * The runtime caches of everything but pages (navigation.ts): translations stale-while-revalidate,
 * uploaded images and the build's scripts and styles outside the precache cache first, the public event reads network first with a 4 s time-out. Each keeps
 * only answers that may be stored, with an expiry.
 */
export function registerRuntimeRoutes(origin: string): void {
  registerRoute(
    matching('locales', origin),
    new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.locales, plugins: [cacheableOnly] }),
  );
  registerRoute(
    matching('image', origin),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.images,
      plugins: [cacheableOnly, new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    matching('asset', origin),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.assets,
      plugins: [cacheableOnly, new ExpirationPlugin({ ...ASSET_CACHE_LIMITS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    matching('public-api', origin),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.api,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [cacheableOnly, new ExpirationPlugin({ ...API_CACHE_LIMITS, purgeOnQuotaError: true })],
    }),
  );
}
