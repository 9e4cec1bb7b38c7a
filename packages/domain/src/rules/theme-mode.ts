/** Theme mode rules of spec §4/§9. */

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const DEFAULT_THEME_MODE: ThemeMode = 'system';

/** The stored choice; a missing or invalid value resets to system. */
export function parseThemeMode(stored: unknown): ThemeMode {
  return typeof stored === 'string' && (THEME_MODES as readonly string[]).includes(stored)
    ? (stored as ThemeMode)
    : DEFAULT_THEME_MODE;
}

/** The toggle cycles light → dark → system → light. */
export function nextThemeMode(mode: ThemeMode): ThemeMode {
  if (mode === 'light') return 'dark';
  if (mode === 'dark') return 'system';
  return 'light';
}

/** The colours actually shown: system follows the device preference. */
export function resolveThemeMode(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

/** The custom-theme switch is on only when stored as 'true'. */
export function parseCustomThemeEnabled(stored: unknown): boolean {
  return stored === 'true';
}
