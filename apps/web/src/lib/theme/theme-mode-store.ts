import { nextThemeMode, type ResolvedTheme, resolveThemeMode, type ThemeMode } from '@eventos/domain';
import { applyCustomThemeVariables } from './apply-custom-theme.ts';
import { applyThemeToDocument, systemPrefersDark, watchSystemPreference } from './document-theme.ts';
import { readStoredThemeMode, storeThemeMode } from './theme-storage.ts';

export interface ThemeState {
  /** The user's choice. */
  mode: ThemeMode;
  /** What is shown: system resolved through the device preference. */
  resolved: ResolvedTheme;
}

let state: ThemeState | null = null;
let stopWatching: (() => void) | null = null;
const listeners = new Set<() => void>();

function update(mode: ThemeMode): void {
  const next: ThemeState = { mode, resolved: resolveThemeMode(mode, systemPrefersDark()) };
  const changed = next.mode !== state?.mode || next.resolved !== state?.resolved;
  state = next;
  applyThemeToDocument(next.mode, next.resolved);
  applyCustomThemeVariables(next.resolved);
  if (changed) for (const listener of listeners) listener();
}

/** Reads the stored mode and shows it; later calls only re-apply. */
export function initThemeMode(): ThemeState {
  update(state?.mode ?? readStoredThemeMode());
  if (!stopWatching) stopWatching = watchSystemPreference(() => state && update(state.mode));
  return state as ThemeState;
}

export function getThemeState(): ThemeState {
  return state ?? initThemeMode();
}

export function setThemeMode(mode: ThemeMode): void {
  storeThemeMode(mode);
  update(mode);
}

/** The toggle: light → dark → system → light. */
export function cycleThemeMode(): ThemeMode {
  const mode = nextThemeMode(getThemeState().mode);
  setThemeMode(mode);
  return mode;
}

export function subscribeThemeMode(listener: () => void): () => void {
  getThemeState();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the state and stop following the device. */
export function resetThemeModeStore(): void {
  stopWatching?.();
  stopWatching = null;
  state = null;
  listeners.clear();
}
