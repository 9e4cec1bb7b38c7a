import type { PushTokenInput, PushTokenRegistration } from '@eventos/domain';
import type { PushApi } from './push-api.ts';
import type { PushEnvironment } from './push-environment.ts';

/** Fakes of the browser's push APIs for tests (the server side is real in the server's own tests). */
export interface FakeBrowser {
  env: PushEnvironment;
  storage: Map<string, string>;
  registered: string[];
  permissionAsked: number;
  subscribeOptions: PushSubscriptionOptionsInit[];
  unsubscribed: number;
}

export interface FakeBrowserOptions {
  permission?: NotificationPermission;
  /** What requestPermission answers. */
  answer?: NotificationPermission;
  /** ready never settles (a worker that does not activate). */
  workerHangs?: boolean;
  /** subscribe never settles, or rejects with this. */
  subscribe?: 'hang' | Error;
  without?: 'Notification' | 'serviceWorker' | 'PushManager';
}

export const FAKE_SUBSCRIPTION = {
  endpoint: 'https://push.example.test/push/fake',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQt', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

export function fakeBrowser(options: FakeBrowserOptions = {}): FakeBrowser {
  const storage = new Map<string, string>();
  const browser: FakeBrowser = {
    env: {},
    storage,
    registered: [],
    permissionAsked: 0,
    subscribeOptions: [],
    unsubscribed: 0,
  };
  let current: PushSubscription | null = null;
  const subscription = {
    ...FAKE_SUBSCRIPTION,
    toJSON: () => FAKE_SUBSCRIPTION,
    unsubscribe: async () => {
      browser.unsubscribed++;
      current = null;
      return true;
    },
  } as unknown as PushSubscription;
  const pushManager = {
    subscribe: (init: PushSubscriptionOptionsInit) => {
      browser.subscribeOptions.push(init);
      if (options.subscribe === 'hang') return new Promise<PushSubscription>(() => {});
      if (options.subscribe) return Promise.reject(options.subscribe);
      current = subscription;
      return Promise.resolve(subscription);
    },
    getSubscription: async () => current,
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: async () => {
      browser.permissionAsked++;
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    },
  };
  browser.env = {
    Notification: options.without === 'Notification' ? undefined : notification,
    serviceWorker:
      options.without === 'serviceWorker'
        ? undefined
        : ({
            register: async (url: string) => {
              browser.registered.push(url);
              return registration;
            },
            get ready() {
              return options.workerHangs ? new Promise(() => {}) : Promise.resolve(registration);
            },
            getRegistration: async () => registration,
          } as unknown as PushEnvironment['serviceWorker']),
    PushManager: options.without === 'PushManager' ? undefined : class {},
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  };
  return browser;
}

/** A PushApi that records calls; `fail` makes the named call reject as a non-OK answer would. */
export function recordingApi(fail?: 'register' | 'remove' | 'publicKey') {
  const calls = { registered: [] as PushTokenInput[], removed: [] as string[] };
  const api: PushApi = {
    publicKey: async () => {
      if (fail === 'publicKey') throw new Error('503');
      return 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    },
    register: async (input) => {
      if (fail === 'register') throw new Error('500');
      calls.registered.push(input);
      return {
        id: 'reg-1',
        deviceType: 'web',
        lastSeenAt: new Date().toISOString(),
      } satisfies PushTokenRegistration;
    },
    remove: async (id) => {
      if (fail === 'remove') throw new Error('500');
      calls.removed.push(id);
    },
  };
  return { api, calls };
}
