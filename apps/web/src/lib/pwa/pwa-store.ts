import { useSyncExternalStore } from 'react';

/**
 * A small observable value for the PWA's page state (a waiting update, a kept install prompt), read
 * by the bars in features/pwa with useSyncExternalStore.
 */
export interface Observable<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function observable<T>(initial: T): Observable<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useObservable<T>(store: Observable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
