import { parseCustomThemeEnabled, THEME_CUSTOM_ENABLED_STORAGE_KEY } from '@eventos/domain';
import { applyCustomTheme, type CustomThemeCss } from './apply-custom-theme.ts';

/** Local storage key of the last custom theme applied, so a reload paints it at first paint. */
export const CUSTOM_THEME_CACHE_KEY = 'eventos-custom-theme';

/**
 * What the last visit knew: whether someone was signed in and the theme the server gave (or none),
 * its colours already checked and turned into CSS values.
 */
export interface CustomThemeCache {
  signedIn: boolean;
  theme: { id: string; css: CustomThemeCss } | null;
  /** What the server said last time: whether there was a theme to apply (the switch hides if not). */
  available?: boolean | null;
}

export function readCustomThemeCache(): CustomThemeCache | null {
  try {
    const cache = JSON.parse(localStorage.getItem(CUSTOM_THEME_CACHE_KEY) ?? 'null');
    return cache && typeof cache === 'object' ? (cache as CustomThemeCache) : null;
  } catch {
    return null;
  }
}

/** The custom-theme switch: true or false as stored, null when the user never chose. */
export function readCustomThemeSwitch(): boolean | null {
  try {
    const stored = localStorage.getItem(THEME_CUSTOM_ENABLED_STORAGE_KEY);
    return stored === null ? null : parseCustomThemeEnabled(stored);
  } catch {
    return null;
  }
}

/** The custom theme applies when switched on, or for signed-in people who never switched it off. */
export function customThemeEligible(stored: boolean | null, signedIn: boolean): boolean {
  return stored ?? signedIn;
}

/** Before React mounts: shows the cached theme when this visitor or user would get it (no flash). */
export function applyCachedCustomTheme(): void {
  const cache = readCustomThemeCache();
  if (cache?.theme?.css && customThemeEligible(readCustomThemeSwitch(), cache.signedIn === true))
    applyCustomTheme(cache.theme.css);
}
