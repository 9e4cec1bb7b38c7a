import {
  THEME_FALLBACK_BACKGROUND,
  type ThemeColors,
  type ThemeColorToken,
  type ThemePalette,
} from '@eventos/domain';
import {
  argbFromHex,
  CorePalette,
  customColor,
  type DynamicColor,
  DynamicScheme,
  Hct,
  hexFromArgb,
  MaterialDynamicColors as M,
  TonalPalette,
  Variant,
} from '@material/material-color-utilities';

/** Custom colours of the app (spec §3), harmonised with the base colour like Material's custom colours. */
export const CUSTOM_THEME_COLORS = {
  success: '#2e7d32',
  warning: '#b26a00',
  interest: '#c2185b',
} as const;

type CustomName = keyof typeof CUSTOM_THEME_COLORS;

/** Which Material role fills each token that is not a custom colour. */
const ROLES: Record<Exclude<ThemeColorToken, `${string}${CustomName}${string}`>, DynamicColor> = {
  primary: M.primary,
  'on-primary': M.onPrimary,
  'primary-container': M.primaryContainer,
  'on-primary-container': M.onPrimaryContainer,
  secondary: M.secondary,
  'on-secondary': M.onSecondary,
  'secondary-container': M.secondaryContainer,
  'on-secondary-container': M.onSecondaryContainer,
  tertiary: M.tertiary,
  'on-tertiary': M.onTertiary,
  'tertiary-container': M.tertiaryContainer,
  'on-tertiary-container': M.onTertiaryContainer,
  error: M.error,
  'on-error': M.onError,
  'error-container': M.errorContainer,
  'on-error-container': M.onErrorContainer,
  background: M.background,
  'on-background': M.onBackground,
  surface: M.surfaceContainerLowest, // dark: surfaceContainerLow (see RAISED_IN_DARK)
  'on-surface': M.onSurface,
  'surface-variant': M.surfaceVariant,
  'on-surface-variant': M.onSurfaceVariant,
  outline: M.outline,
  'outline-variant': M.outlineVariant,
  border: M.outlineVariant,
  input: M.outline,
  ring: M.primary,
  muted: M.surfaceContainerHigh,
  'on-muted': M.onSurfaceVariant,
  accent: M.secondaryContainer,
  'on-accent': M.onSecondaryContainer,
  destructive: M.error,
  'on-destructive': M.onError,
  card: M.surfaceContainerLowest, // dark: surfaceContainerLow
  'card-foreground': M.onSurface,
  popover: M.surfaceContainer,
  'popover-foreground': M.onSurface,
  'primary-foreground': M.onPrimary,
  'secondary-foreground': M.onSecondary,
  'accent-foreground': M.onSecondaryContainer,
};

/** Cards and surfaces sit above the background: in dark mode that needs a lighter container. */
const RAISED_IN_DARK: Partial<Record<ThemeColorToken, DynamicColor>> = {
  surface: M.surfaceContainerLow,
  card: M.surfaceContainerLow,
  popover: M.surfaceContainerHigh,
};

function paletteFor(scheme: DynamicScheme, base: number): ThemePalette {
  const palette: Partial<Record<ThemeColorToken, string>> = {};
  for (const [token, role] of Object.entries(ROLES) as [ThemeColorToken, DynamicColor][]) {
    const chosen = (scheme.isDark && RAISED_IN_DARK[token]) || role;
    palette[token] = hexFromArgb(chosen.getArgb(scheme));
  }
  for (const [name, hex] of Object.entries(CUSTOM_THEME_COLORS) as [CustomName, string][]) {
    const group = customColor(base, { name, value: argbFromHex(hex), blend: true });
    const colors = scheme.isDark ? group.dark : group.light;
    palette[name] = hexFromArgb(colors.color);
    palette[`on-${name}`] = hexFromArgb(colors.onColor);
    palette[`${name}-container`] = hexFromArgb(colors.colorContainer);
    palette[`on-${name}-container`] = hexFromArgb(colors.onColorContainer);
  }
  return palette as ThemePalette;
}

/**
 * The Material 3 baseline scheme: accent palettes of the core palette (primary keeps the base
 * colour's chroma, at least 48), tonal-spot neutrals (chroma 6 and 8), 2021 roles.
 */
function baselineScheme(base: number, isDark: boolean): DynamicScheme {
  const core = CorePalette.of(base);
  const source = Hct.fromInt(base);
  return new DynamicScheme({
    sourceColorHct: source,
    variant: Variant.TONAL_SPOT,
    contrastLevel: 0,
    isDark,
    specVersion: '2021',
    primaryPalette: core.a1,
    secondaryPalette: core.a2,
    tertiaryPalette: core.a3,
    neutralPalette: TonalPalette.fromHueAndChroma(source.hue, 6),
    neutralVariantPalette: TonalPalette.fromHueAndChroma(source.hue, 8),
    errorPalette: core.error,
  });
}

/**
 * Builds the light and dark palettes of a theme from its base colour (the Material 3 baseline
 * scheme): the default palette of the app, and later the admin's 'Gerar Paleta Automática'.
 */
export function generateThemeColors(baseHex: string): ThemeColors {
  const base = argbFromHex(baseHex);
  return {
    light: paletteFor(baselineScheme(base, false), base),
    dark: paletteFor(baselineScheme(base, true), base),
  };
}

/** The app's default palette: the generated one with the spec's fallback backgrounds (§9). */
export function defaultThemeColors(baseHex: string): ThemeColors {
  const { light, dark } = generateThemeColors(baseHex);
  return {
    light: { ...light, background: THEME_FALLBACK_BACKGROUND.light.toLowerCase() },
    dark: { ...dark, background: THEME_FALLBACK_BACKGROUND.dark.toLowerCase() },
  };
}
