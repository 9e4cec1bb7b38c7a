import { expectServiceWorkerUpdate } from '../stale-chunk-recovery.ts';
import type { ContainerLike, RegistrationLike, WorkerLike } from './service-worker-types.ts';
import { SKIP_WAITING_MESSAGE } from './update-messages.ts';

/**
 * Calls `onWaiting` when a new version of the service worker is installed and waiting while an
 * older one controls the page (a first install has no older one: nothing to offer then).
 */
export function watchForWaitingWorker(
  registration: RegistrationLike,
  container: Pick<ContainerLike, 'controller'>,
  onWaiting: () => void,
): void {
  const offerIfWaiting = (worker: WorkerLike | null) => {
    if (worker?.state === 'installed' && container.controller) onWaiting();
  };
  if (registration.waiting && container.controller) onWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => offerIfWaiting(worker));
  });
}

/**
 * "Atualizar": tells the waiting worker to take over and reloads exactly once when it does. The
 * stale-chunk recovery is told the change is expected, so it does not reload as well (and its
 * once-per-version guard cannot keep this reload from happening). False when nothing is waiting.
 */
export function applyWaitingUpdate(
  registration: Pick<RegistrationLike, 'waiting'>,
  container: Pick<ContainerLike, 'addEventListener' | 'removeEventListener'>,
  reload: () => void = () => window.location.reload(),
): boolean {
  const waiting = registration.waiting;
  if (!waiting) return false;
  expectServiceWorkerUpdate();
  const onControllerChange = () => {
    container.removeEventListener('controllerchange', onControllerChange);
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  waiting.postMessage(SKIP_WAITING_MESSAGE);
  return true;
}
