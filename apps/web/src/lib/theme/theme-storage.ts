import { parseThemeMode, THEME_MODE_STORAGE_KEY, type ThemeMode } from '@eventos/domain';

/** Local storage can be missing or throw (private mode, blocked cookies): the choice then lasts the visit. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored theme mode; a missing or invalid value resets to system (and is rewritten as such). */
export function readStoredThemeMode(): ThemeMode {
  try {
    const stored = storage()?.getItem(THEME_MODE_STORAGE_KEY) ?? null;
    const mode = parseThemeMode(stored);
    if (stored !== null && stored !== mode) storage()?.setItem(THEME_MODE_STORAGE_KEY, mode);
    return mode;
  } catch {
    return 'system';
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    storage()?.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused: the mode still applies until the page is closed.
  }
}
