import type { ResolvedTheme, ThemeMode } from '@eventos/domain';

/** The window event that tells listeners the theme shown changed (spec §4: first 200 ms after load). */
export const THEME_CHANGE_EVENT = 'eventos:theme-change';

export interface ThemeChangeDetail {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  /** The admin's custom theme shown, or null for the default palette. */
  customThemeId: string | null;
}

export function dispatchThemeChange(detail: ThemeChangeDetail): void {
  window.dispatchEvent(new CustomEvent<ThemeChangeDetail>(THEME_CHANGE_EVENT, { detail }));
}

let defaultThemeColor: string | null = null;

/** Keeps <meta name="theme-color"> on the primary colour shown (the page's own value without a theme). */
export function syncThemeColorMeta(primary: string | null): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) return;
  defaultThemeColor ??= meta.content;
  meta.content = primary ?? defaultThemeColor;
}
