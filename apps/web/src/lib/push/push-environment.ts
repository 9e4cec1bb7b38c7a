/** The browser APIs web push needs, passed in so tests can give fakes of them (never of our server). */
export interface PushEnvironment {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'ready' | 'getRegistration'> &
    Partial<Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>>;
  PushManager?: unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The real browser's APIs, where they exist. */
export function browserPushEnvironment(): PushEnvironment {
  const g = globalThis as typeof globalThis & { PushManager?: unknown };
  return {
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    PushManager: g.PushManager,
    storage: localStorageOrUndefined(),
  };
}

/** Spec §5 Push enabling: a browser with notifications, a service worker and the Push API. */
export function webPushSupported(env: PushEnvironment = browserPushEnvironment()): boolean {
  return Boolean(env.Notification && env.serviceWorker && env.PushManager);
}
