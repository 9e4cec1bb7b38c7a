import type { ResolvedTheme } from '@eventos/domain';

/**
 * A custom theme ready to show: per mode, token → CSS value (checked by custom-theme-css.ts, which
 * drops variable references and anything that is not a colour).
 */
export type CustomThemeCss = Partial<Record<ResolvedTheme, Readonly<Record<string, string>>>>;

/** The admin's custom theme currently shown, or null for the default palette. */
let customCss: CustomThemeCss | null = null;
/** The tokens set inline now (cleared before the next palette is set). */
let appliedTokens: string[] = [];

/**
 * Sets the custom palette of `resolved` inline on <html> (or clears it when there is none). The
 * values were checked when the theme arrived (custom-theme-css.ts); variable references are refused
 * again here, as the copy kept in local storage may have been changed.
 */
export function applyCustomThemeVariables(resolved: ResolvedTheme): void {
  const style = document.documentElement.style;
  for (const token of appliedTokens) style.removeProperty(`--${token}`);
  appliedTokens = [];
  for (const [token, value] of Object.entries(customCss?.[resolved] ?? {})) {
    if (value.startsWith('var(') || value.startsWith('--')) continue;
    style.setProperty(`--${token}`, value);
    appliedTokens.push(token);
  }
}

/**
 * The seam for admin custom themes: shows `css` over the default palette (both modes; the mode in
 * view is applied now and again whenever the mode changes), or returns to the default with null.
 */
export function applyCustomTheme(css: CustomThemeCss | null): void {
  customCss = css;
  applyCustomThemeVariables(document.documentElement.classList.contains('dark') ? 'dark' : 'light');
}
