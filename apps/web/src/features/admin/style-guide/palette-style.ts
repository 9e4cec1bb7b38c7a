import { DEFAULT_THEME_COLORS, type ResolvedTheme } from '@eventos/domain';
import type { CSSProperties } from 'react';

/**
 * The default palette of one mode as inline CSS variables: a preview area styled with it (and the
 * `dark` class for Tailwind's dark: variant) shows that mode whatever the page is in.
 */
export function paletteStyle(mode: ResolvedTheme): CSSProperties {
  const style: Record<string, string> = { colorScheme: mode };
  for (const [token, value] of Object.entries(DEFAULT_THEME_COLORS[mode])) style[`--${token}`] = value;
  return style as CSSProperties;
}
