import { PERIODIC_SYNC_MIN_INTERVAL_MINUTES, PERIODIC_SYNC_TAG } from '@eventos/domain';
import { SERVICE_WORKER_URL } from '../push/service-worker-registration.ts';
import type { ContainerLike, PermissionsLike, RegistrationLike } from './service-worker-types.ts';
import { checkForUpdatesWhenShown } from './update-checks.ts';
import { watchForWaitingWorker } from './update-flow.ts';

/**
 * Asks for the saved-events refresh in the background (Periodic Sync) when the browser has granted
 * it; silently nothing otherwise (not supported, not installed, refused). True when registered.
 */
export async function registerPeriodicSync(
  registration: RegistrationLike,
  permissions: PermissionsLike | undefined,
): Promise<boolean> {
  if (!registration.periodicSync || !permissions) return false;
  try {
    const { state } = await permissions.query({ name: 'periodic-background-sync' });
    if (state !== 'granted') return false;
    await registration.periodicSync.register(PERIODIC_SYNC_TAG, {
      minInterval: PERIODIC_SYNC_MIN_INTERVAL_MINUTES * 60_000,
    });
    return true;
  } catch {
    return false;
  }
}

export interface PwaRegistrationOptions {
  container: ContainerLike;
  permissions?: PermissionsLike;
  /** A new version is waiting: offer it (update-store.ts). */
  onUpdateWaiting: (registration: RegistrationLike) => void;
}

/**
 * Registers /sw.js for the whole site, watches for a new version (and looks for one when the tab is
 * shown again) and asks for periodic sync.
 * Returns the registration, or null when registering failed (the app works without it).
 */
export async function registerPwa({
  container,
  permissions,
  onUpdateWaiting,
}: PwaRegistrationOptions): Promise<RegistrationLike | null> {
  let registration: RegistrationLike;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    return null;
  }
  watchForWaitingWorker(registration, container, () => onUpdateWaiting(registration));
  checkForUpdatesWhenShown(registration);
  await registerPeriodicSync(registration, permissions);
  return registration;
}

/** Runs `work` once the page has loaded and the main thread is idle, so it never competes with the first paint. */
export function afterLoadAndIdle(work: () => void, target: Window = window): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function')
      target.requestIdleCallback(work, { timeout: 5_000 });
    else target.setTimeout(work, 1);
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
