import { useSyncExternalStore } from 'react';
import { browserSaysOffline } from './browser-offline.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection (it can be wrong the other way: a dead network). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !browserSaysOffline(),
    () => true,
  );
}
