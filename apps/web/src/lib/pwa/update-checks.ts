import type { RegistrationLike } from './service-worker-types.ts';

/** A tab shown again asks the server for a new worker at most this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Browsers look for a new service worker when a page is loaded; a tab left open for days loads
 * none. This looks again whenever the tab is shown, at most hourly. Returns the way to stop.
 */
export function checkForUpdatesWhenShown(
  registration: Pick<RegistrationLike, 'update'>,
  doc: Document = document,
  now: () => number = Date.now,
): () => void {
  let lastCheck = now();
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible' || now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    registration.update?.().catch(() => {});
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
