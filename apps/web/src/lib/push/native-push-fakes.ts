import type { NativePushPlugin } from './native-push.ts';
import type { PreferencesStore } from './native-push-store.ts';

type PermissionState = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';
type Listener = (payload: never) => void;

export interface FakePushPluginOptions {
  permission?: PermissionState;
  /** What the system prompt answers. */
  answer?: PermissionState;
  /** How each register() call ends, in order: a token, or an error; the last repeats. */
  outcomes?: ({ token: string } | { error: string })[];
}

/**
 * A stand-in for @capacitor/push-notifications at the plugin boundary: it keeps the permission,
 * records what was called in order and answers register() through the 'registration' or
 * 'registrationError' listener, as the native plugin does.
 */
export function fakePushPlugin(options: FakePushPluginOptions = {}) {
  const log: string[] = [];
  const listeners = new Map<string, Set<Listener>>();
  let permission: PermissionState = options.permission ?? 'prompt';
  const outcomes = options.outcomes ?? [{ token: 'fcm-token-1' }];
  let registers = 0;
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload);
  };
  const plugin: NativePushPlugin = {
    checkPermissions: async () => {
      log.push('checkPermissions');
      return { receive: permission };
    },
    requestPermissions: async () => {
      log.push('requestPermissions');
      permission = options.answer ?? 'granted';
      return { receive: permission };
    },
    register: async () => {
      log.push('register');
      const outcome = outcomes[Math.min(registers, outcomes.length - 1)];
      registers += 1;
      queueMicrotask(() => {
        if (outcome && 'token' in outcome) emit('registration', { value: outcome.token });
        else emit('registrationError', { error: outcome?.error ?? 'failed' });
      });
    },
    unregister: async () => {
      log.push('unregister');
    },
    addListener: (async (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return { remove: async () => void set.delete(listener) };
    }) as NativePushPlugin['addListener'],
  };
  return { plugin, log, registerCalls: () => registers };
}

/** A stand-in for @capacitor/preferences: an in-memory map. */
export function fakePreferences() {
  const values = new Map<string, string>();
  const store: PreferencesStore = {
    get: async ({ key }) => ({ value: values.get(key) ?? null }),
    set: async ({ key, value }) => void values.set(key, value),
    remove: async ({ key }) => void values.delete(key),
  };
  return { store, values };
}
