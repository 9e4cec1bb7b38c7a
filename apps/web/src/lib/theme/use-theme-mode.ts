import { useSyncExternalStore } from 'react';
import { cycleThemeMode, getThemeState, setThemeMode, subscribeThemeMode } from './theme-mode-store.ts';

/** The current theme mode and what it shows, with the actions to change it. */
export function useThemeMode() {
  const { mode, resolved } = useSyncExternalStore(subscribeThemeMode, getThemeState, getThemeState);
  return { mode, resolved, setMode: setThemeMode, cycle: cycleThemeMode };
}
