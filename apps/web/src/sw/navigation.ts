import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { NETWORK_TIMEOUT_SECONDS, PAGE_CACHE_LIMITS, RUNTIME_CACHES, SHELL_URL } from './cache-names.ts';
import { cacheableOnly } from './cacheable-plugin.ts';
import { offlineAnswer } from './offline-answer.ts';
import { routeFor } from './routing-rules.ts';

const pagePlugins = () => [
  cacheableOnly,
  new ExpirationPlugin({ ...PAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
];

/**
 * Page loads: network first (4 s) with the page kept in 'eventos-pages'; a public event page is
 * answered from that cache at once and refreshed behind it. Offline and not cached: the precached
 * shell for a page that works offline, else /offline?from=<path>. Registered before the precache
 * route, so a navigation to / is not answered by the precached index.html while online.
 */
export function registerNavigationRoute(origin: string): void {
  const pages = new NetworkFirst({
    cacheName: RUNTIME_CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: pagePlugins(),
  });
  const eventPages = new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.pages, plugins: pagePlugins() });

  const routeOf = (request: Request, url: URL) =>
    routeFor({ url, method: request.method, mode: request.mode, destination: request.destination }, origin);

  registerRoute(
    // Page loads only: a link straight to an upload or an API answer is left to the network.
    ({ request, url }) => routeOf(request, url) === 'page' || routeOf(request, url) === 'event-page',
    async ({ request, url, event }) => {
      try {
        const strategy = routeOf(request, url) === 'event-page' ? eventPages : pages;
        const response = await strategy.handle({ request, event });
        if (response) return response;
      } catch {
        // Offline and not cached: the fallback below.
      }
      return offlineAnswer(url, await matchPrecache(SHELL_URL));
    },
  );
}
