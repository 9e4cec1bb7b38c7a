import { isNative } from '../platform/is-native.ts';
import { afterLoadAndIdle, registerPwa } from './register-pwa.ts';
import type { ContainerLike, PermissionsLike } from './service-worker-types.ts';
import { waitingUpdate } from './update-store.ts';

let started = false;

/**
 * Registers the service worker once per page, after load and when idle: built app only (the dev
 * server has no /sw.js), in a browser (the native shells carry their files and their own push).
 */
export function startPwa(): void {
  if (started || import.meta.env.DEV || isNative() || !('serviceWorker' in navigator)) return;
  started = true;
  afterLoadAndIdle(() => {
    void registerPwa({
      container: navigator.serviceWorker as unknown as ContainerLike,
      permissions: navigator.permissions as unknown as PermissionsLike | undefined,
      onUpdateWaiting: (registration) => waitingUpdate.set(registration),
    });
  });
}
