/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa in injectManifest mode to /sw.js): shows web push
 * notifications and opens their routed path on click. Its precache is kept to the notification
 * icon: the app's pages and chunks are always fetched from the network, so the stale-chunk recovery
 * works as before.
 */
import { precacheAndRoute } from 'workbox-precaching';
import {
  openNotificationTarget,
  readPushMessage,
  showPushNotification,
  type WorkerScope,
} from './lib/push/service-worker-handlers.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const scope = self as unknown as WorkerScope;

/** Keeps the worker alive for `work`; events dispatched by a script (not the browser) cannot wait. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

precacheAndRoute(self.__WB_MANIFEST);

// Control the open pages from the first install, so a notification click can navigate them.
self.addEventListener('activate', (event) => keepAlive(event, self.clients.claim()));

self.addEventListener('push', (event) => {
  const message = readPushMessage(() => event.data?.json());
  if (message) keepAlive(event, showPushNotification(scope, message));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openNotificationTarget(scope, event.notification.data));
});
