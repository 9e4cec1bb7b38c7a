import { isNative } from '../platform/is-native.ts';
import { afterLoadAndIdle, registerPwa } from './register-pwa.ts';
import type { ContainerLike, PermissionsLike } from './service-worker-types.ts';
import { waitingUpdate } from './update-store.ts';

let started = false;

/**
 * How long after the page has loaded and gone idle the worker is registered: its first install
 * downloads the offline core, which should not compete with the first page's own lazy files.
 */
export const REGISTER_DELAY_MS = 3_000;

/**
 * Registers the service worker once per page, a moment after load and idle: built app only (the dev
 * server has no /sw.js), in a browser (the native shells carry their files and their own push).
 */
export function startPwa(): void {
  if (started || import.meta.env.DEV || isNative() || !('serviceWorker' in navigator)) return;
  started = true;
  afterLoadAndIdle(() =>
    setTimeout(() => {
      void registerPwa({
        container: navigator.serviceWorker as unknown as ContainerLike,
        permissions: navigator.permissions as unknown as PermissionsLike | undefined,
        onUpdateWaiting: (registration) => waitingUpdate.set(registration),
      });
    }, REGISTER_DELAY_MS),
  );
}
