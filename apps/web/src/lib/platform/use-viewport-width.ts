import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function width(): number {
  return window.innerWidth;
}

/** The window's width in CSS pixels, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, width);
}
