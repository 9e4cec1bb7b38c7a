import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, THEME_CONTRAST_PAIRS } from '../catalogue/theme-tokens.ts';
import { THEME_MIN_CONTRAST } from '../constants/theme.ts';
import { contrastRatio, parseHexColor, relativeLuminance } from './color-contrast.ts';

describe('parseHexColor', () => {
  it.each([
    ['#ffffff', [255, 255, 255]],
    ['#6750A4', [103, 80, 164]],
    ['#fff', [255, 255, 255]],
    ['#0a0', [0, 170, 0]],
    ['ffffff', null],
    ['#ffff', null],
    ['var(--primary)', null],
  ])('%s → %j', (hex, expected) => {
    expect(parseHexColor(hex)).toEqual(expected);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6750a4', '#6750a4')).toBe(1);
  });

  it('matches known WCAG values', () => {
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('default theme contrast (WCAG AA)', () => {
  const rows = (['light', 'dark'] as const).flatMap((mode) =>
    THEME_CONTRAST_PAIRS.map(([bg, fg]) => [mode, bg, fg] as const),
  );
  it.each(rows)('%s: %s / %s ≥ 4.5:1', (mode, bg, fg) => {
    const palette = DEFAULT_THEME_COLORS[mode];
    expect(contrastRatio(palette[bg], palette[fg])).toBeGreaterThanOrEqual(THEME_MIN_CONTRAST);
  });
});
