/** Theme constants of spec §9. */

/** Base colour the default palette is generated from (Material 3 baseline). */
export const DEFAULT_THEME_BASE_COLOR = '#6750A4';

/** Background used before any palette is available (and the default theme's background). */
export const THEME_FALLBACK_BACKGROUND = { light: '#FEF7FF', dark: '#141218' } as const;

/** Minimum contrast ratio of a text pair (WCAG AA). */
export const THEME_MIN_CONTRAST = 4.5;

/** Theme priority range; a higher priority is shown first. */
export const THEME_PRIORITY_MIN = 0;
export const THEME_PRIORITY_MAX = 100;
export const THEME_PRIORITY_DEFAULT = 0;

/** Local storage key of the theme mode choice. */
export const THEME_MODE_STORAGE_KEY = 'eventos-theme-mode';

/** Local storage key of the custom-theme switch: the mode key with the '-custom-enabled' suffix. */
export const THEME_CUSTOM_ENABLED_STORAGE_KEY = `${THEME_MODE_STORAGE_KEY}-custom-enabled`;

/** A theme-change event fires this long after load (spec §4). */
export const THEME_CHANGE_EVENT_DELAY_MS = 200;
