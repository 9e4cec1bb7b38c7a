import { APP_VERSION, isStaleChunkError } from '@eventos/domain';

/** sessionStorage key holding the app version the page last reloaded itself for (spec §8, §9). */
export const STALE_CHUNK_RELOAD_KEY = 'eventos-stale-chunk-reload';

export interface StaleChunkRecoveryOptions {
  target?: Window;
  storage?: Storage | undefined;
  version?: string;
  reload?: () => void;
  log?: (message: string, detail?: unknown) => void;
}

interface Resolved {
  target: Window;
  storage: Storage | undefined;
  version: string;
  reload: () => void;
  log: (message: string, detail?: unknown) => void;
}

function sessionStorageOf(target: Window): Storage | undefined {
  try {
    return target.sessionStorage;
  } catch {
    return undefined;
  }
}

function resolve(options: StaleChunkRecoveryOptions): Resolved {
  const target = options.target ?? window;
  return {
    target,
    storage: 'storage' in options ? options.storage : sessionStorageOf(target),
    version: options.version ?? APP_VERSION,
    reload: options.reload ?? (() => target.location.reload()),
    log: options.log ?? ((message, detail) => console.error(message, detail)),
  };
}

/**
 * Reloads the page unless it already reloaded itself for this app version in this tab: one reload
 * per version, never a loop. Without sessionStorage it does not reload (it could not tell).
 */
export function reloadOncePerVersion(reason: string, options: StaleChunkRecoveryOptions = {}): boolean {
  const { target, storage, version, reload, log } = resolve(options);
  // Without a connection a chunk fails to load because it is not on the device, not because the
  // code changed: a reload would not bring it, and would spend the one reload this version has.
  if (!target.navigator.onLine) return false;
  try {
    if (!storage || storage.getItem(STALE_CHUNK_RELOAD_KEY) === version) return false;
    storage.setItem(STALE_CHUNK_RELOAD_KEY, version);
  } catch {
    return false;
  }
  log(`Reloading once for app version ${version}: ${reason}`);
  reload();
  return true;
}

/** Set when the person chose to update: that controller change reloads through the update flow. */
let updateExpected = false;

/**
 * The person asked for the waiting service worker (lib/pwa/update-flow.ts), which reloads the page
 * itself once it takes over: the controller change that follows is not a stale page to recover.
 */
export function expectServiceWorkerUpdate(): void {
  updateExpected = true;
}

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value) return String(value.message);
  return '';
}

/**
 * Spec §8: a failed dynamic import (the deployed code changed under the open page) reloads once per
 * app version; so does a new service worker taking over. Other global errors and unhandled
 * rejections are only logged. Returns the uninstaller.
 */
export function installStaleChunkRecovery(options: StaleChunkRecoveryOptions = {}): () => void {
  const resolved = resolve(options);
  const { target, log } = resolved;
  const once = (reason: string) => reloadOncePerVersion(reason, resolved);

  const onPreloadError = (event: Event) => {
    // Keep Vite from throwing the error when the reload will take care of it.
    if (once(`vite:preloadError ${messageOf((event as Event & { payload?: unknown }).payload)}`)) {
      event.preventDefault();
    }
  };
  const onError = (event: ErrorEvent) => {
    const message = event.message || messageOf(event.error);
    if (isStaleChunkError(message) && once(message)) return;
    log('Uncaught error', event.error ?? message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const message = messageOf(event.reason);
    if (isStaleChunkError(message) && once(message)) return;
    log('Unhandled rejection', event.reason);
  };

  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  const serviceWorker = 'serviceWorker' in target.navigator ? target.navigator.serviceWorker : undefined;
  // Only an update replaces a controller; the first install claiming the page needs no reload.
  const hadController = Boolean(serviceWorker?.controller);
  const onControllerChange = () => {
    if (hadController && !updateExpected) once('a new service worker took over');
  };
  serviceWorker?.addEventListener('controllerchange', onControllerChange);

  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    serviceWorker?.removeEventListener('controllerchange', onControllerChange);
  };
}
