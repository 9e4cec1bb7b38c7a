import { type ResolvedTheme, type ThemeColorToken, themeColorCss } from '@eventos/domain';
import type { CustomThemeCss } from './apply-custom-theme.ts';

/** A custom theme's colours per mode as stored (any token may be missing or hold any text). */
export type CustomThemeColors = Partial<Record<ResolvedTheme, Partial<Record<ThemeColorToken, string>>>>;

/**
 * The theme as CSS values: hex as typed, 'h s% l%' as hsl(...); variable references and anything
 * that is not a colour are left out, so the default palette shows for them (spec §4, §5).
 */
export function customThemeCss(colors: CustomThemeColors): CustomThemeCss {
  const css: CustomThemeCss = {};
  for (const mode of ['light', 'dark'] as const) {
    const palette: Record<string, string> = {};
    for (const [token, value] of Object.entries(colors[mode] ?? {})) {
      const shown = themeColorCss(value);
      if (shown) palette[token] = shown;
    }
    css[mode] = palette;
  }
  return css;
}
