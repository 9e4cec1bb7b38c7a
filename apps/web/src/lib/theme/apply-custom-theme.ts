import { parseHexColor, type ResolvedTheme, THEME_COLOR_TOKENS, type ThemeColorToken } from '@eventos/domain';

/** A custom theme's colours per mode as stored (any token may be missing or hold any text). */
export type CustomThemeColors = Partial<Record<ResolvedTheme, Partial<Record<ThemeColorToken, string>>>>;

/** The admin's custom theme (a later issue) currently shown, or null for the default palette. */
let customColors: CustomThemeColors | null = null;

const HSL_TRIPLE = /^-?\d+(\.\d+)?\s+\d+(\.\d+)?%\s+\d+(\.\d+)?%$/;

/**
 * A stored colour as a CSS value: a 3/6-digit hex as is, an HSL-like triple 'h s% l%' as hsl(...).
 * Variable references and anything else are not applied (spec §4): null.
 */
export function customColorValue(value: string | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('var(') || text.startsWith('--')) return null;
  if (parseHexColor(text)) return text;
  if (HSL_TRIPLE.test(text)) return `hsl(${text})`;
  return null;
}

/** Sets the custom palette of `resolved` inline on <html> (or clears every token when there is none). */
export function applyCustomThemeVariables(resolved: ResolvedTheme): void {
  const style = document.documentElement.style;
  const palette = customColors?.[resolved];
  for (const token of THEME_COLOR_TOKENS) {
    const value = customColorValue(palette?.[token]);
    if (value) style.setProperty(`--${token}`, value);
    else style.removeProperty(`--${token}`);
  }
}

/**
 * The seam for admin custom themes: shows `colors` over the default palette (both modes; the mode in
 * view is applied now and again whenever the mode changes), or returns to the default with null.
 */
export function applyCustomTheme(colors: CustomThemeColors | null): void {
  customColors = colors;
  const root = document.documentElement;
  applyCustomThemeVariables(root.classList.contains('dark') ? 'dark' : 'light');
}
