import type { ThemeColorToken } from '../catalogue/theme-tokens.ts';
import { THEME_MIN_CONTRAST } from '../constants/theme.ts';
import { contrastRatio } from './color-contrast.ts';
import { themeColorToHex } from './theme-color.ts';

/** The pairs the theme form warns about when their contrast is below 4.5:1 (spec §5). */
export const THEME_WARNED_CONTRAST_PAIRS = [
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['destructive', 'on-destructive'],
  ['background', 'on-background'],
  ['card', 'card-foreground'],
] as const satisfies readonly (readonly [ThemeColorToken, ThemeColorToken])[];

export interface ContrastProblem {
  background: ThemeColorToken;
  foreground: ThemeColorToken;
  /** The ratio cut to two decimals (e.g. 2.35 for 2.35:1), never rounded up to a pass (4.497 reads 4.49). */
  ratio: number;
}

/**
 * The warned pairs of one mode whose contrast is under the WCAG AA threshold. A pair with a colour
 * that is missing, a variable reference or not a colour is skipped (the field shows its own error).
 */
export function failingContrastPairs(palette: Partial<Record<ThemeColorToken, string>>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const [background, foreground] of THEME_WARNED_CONTRAST_PAIRS) {
    const a = themeColorToHex(palette[background]);
    const b = themeColorToHex(palette[foreground]);
    if (!a || !b) continue;
    const ratio = contrastRatio(a, b);
    if (ratio < THEME_MIN_CONTRAST)
      problems.push({ background, foreground, ratio: Math.floor(ratio * 100) / 100 });
  }
  return problems;
}
