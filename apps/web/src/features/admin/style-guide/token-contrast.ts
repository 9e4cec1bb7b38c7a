import { contrastRatio, THEME_CONTRAST_PAIRS, type ThemeColorToken, themeColorToHex } from '@eventos/domain';

/** The token a colour is read with: its on-/foreground pair (or, for a foreground, its background). */
export function contrastPartner(token: ThemeColorToken): ThemeColorToken | null {
  const asBackground = THEME_CONTRAST_PAIRS.find(([background]) => background === token);
  if (asBackground) return asBackground[1];
  const asForeground = THEME_CONTRAST_PAIRS.find(([, foreground]) => foreground === token);
  return asForeground ? asForeground[0] : null;
}

export interface TokenContrast {
  partner: ThemeColorToken;
  /** Rounded down to two decimals, like the theme form's warning. */
  ratio: number;
}

/** The contrast of a token with its partner in one palette; null without a partner or a readable colour. */
export function tokenContrast(
  palette: Partial<Record<ThemeColorToken, string>>,
  token: ThemeColorToken,
): TokenContrast | null {
  const partner = contrastPartner(token);
  if (!partner) return null;
  const a = themeColorToHex(palette[token]);
  const b = themeColorToHex(palette[partner]);
  if (!a || !b) return null;
  return { partner, ratio: Math.floor(contrastRatio(a, b) * 100) / 100 };
}
