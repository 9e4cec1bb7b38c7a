/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa in injectManifest mode to /sw.js): precaches the app
 * (the shell document, every script and style, the icons) so saved events and tickets open offline;
 * caches pages, translations, images and the public event reads at run time (sw/); shows web push
 * notifications and opens their routed path on click; replays queued writes on Background Sync and
 * refreshes saved events on Periodic Sync. A new version waits until the page asks it to take over.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { replaySyncQueue } from './lib/offline/replay.ts';
import { refreshSavedEvents } from './lib/offline/saved-events.ts';
import {
  openNotificationTarget,
  readPushMessage,
  showPushNotification,
  type WorkerScope,
} from './lib/push/service-worker-handlers.ts';
import { isSkipWaitingMessage } from './lib/pwa/update-messages.ts';
import { RUNTIME_CACHES } from './sw/cache-names.ts';
import { lastProfileId } from './sw/last-profile.ts';
import { registerNavigationRoute } from './sw/navigation.ts';
import { registerRuntimeRoutes } from './sw/runtime-routes.ts';
import { workForSync } from './sw/sync-events.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The Sync and Periodic Sync events (not in TypeScript's worker library yet). */
interface TaggedSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const scope = self as unknown as WorkerScope;
const origin = self.location.origin;

/** Keeps the worker alive for `work`; events dispatched by a script (not the browser) cannot wait. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

// Pages first: a navigation is answered by the network (or the page cache), not by the precache.
registerNavigationRoute(origin);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRuntimeRoutes(origin);

self.addEventListener('activate', (event) =>
  keepAlive(
    event,
    Promise.all([
      // Pages kept by an older version name scripts this one no longer precaches.
      caches.delete(RUNTIME_CACHES.pages),
      // Control the open pages from the first install, so a notification click can navigate them.
      self.clients.claim(),
    ]),
  ),
);

// No automatic skipWaiting: a new version takes over when the person chooses "Atualizar".
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) keepAlive(event, self.skipWaiting());
});

self.addEventListener('push', (event) => {
  const message = readPushMessage(() => event.data?.json());
  if (message) keepAlive(event, showPushNotification(scope, message));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openNotificationTarget(scope, event.notification.data));
});

const fetchFromWorker: typeof fetch = (input, init) => self.fetch(input, init);
const syncWork = {
  // A round the server could not be reached for fails the sync event, so the browser tries again later.
  replayQueue: async () => {
    const report = await replaySyncQueue({ fetch: fetchFromWorker });
    if (report.stopped === 'unreachable') throw new Error('offline actions wait: server unreachable');
  },
  refreshSaved: async () => {
    const userId = await lastProfileId();
    if (userId) await refreshSavedEvents({ fetch: fetchFromWorker, userId });
  },
};

for (const type of ['sync', 'periodicsync']) {
  self.addEventListener(type, (event) => {
    const { tag } = event as TaggedSyncEvent;
    const work = workForSync(tag, syncWork);
    if (work) keepAlive(event as TaggedSyncEvent, work);
  });
}
