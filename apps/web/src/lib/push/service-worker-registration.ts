import { SERVICE_WORKER_ACTIVATION_TIMEOUT_MS } from '@eventos/domain';
import type { PushEnvironment } from './push-environment.ts';
import { withTimeout } from './with-timeout.ts';

/** The service worker the build writes (apps/web/src/sw.ts → /sw.js), for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker and waits until one is active (spec §9: 10 s at most), for push. The
 * app registers the same worker on every visit after the page has loaded (lib/pwa/start-pwa.ts);
 * registering it again here is harmless and makes push independent of that.
 */
export async function activeServiceWorker(
  env: PushEnvironment,
  timeoutMs = SERVICE_WORKER_ACTIVATION_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  const container = env.serviceWorker;
  if (!container) throw new Error('no service worker support');
  return withTimeout(
    (async () => {
      await container.register(SERVICE_WORKER_URL, { scope: '/' });
      return container.ready;
    })(),
    timeoutMs,
    'service worker activation',
  );
}

/** The message the service worker sends a window it cannot navigate itself (not yet controlled). */
export interface NavigateMessage {
  type: 'eventos:navigate';
  path: string;
}

export function isNavigateMessage(data: unknown): data is NavigateMessage {
  const d = data as Partial<NavigateMessage> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    d.type === 'eventos:navigate' &&
    typeof d.path === 'string' &&
    d.path.startsWith('/') &&
    !d.path.startsWith('//')
  );
}

/**
 * Follows a notification click the service worker passed to this window: an in-app navigation
 * (the router hears popstate). Returns the way to stop listening.
 */
export function followNotificationClicks(env: PushEnvironment, target: Window = window): () => void {
  const container = env.serviceWorker;
  if (!container?.addEventListener) return () => {};
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent).data;
    if (!isNavigateMessage(data)) return;
    target.history.pushState(null, '', data.path);
    target.dispatchEvent(new PopStateEvent('popstate'));
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener?.('message', onMessage);
}
