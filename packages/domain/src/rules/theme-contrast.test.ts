import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS } from '../catalogue/theme-tokens.ts';
import { contrastRatio } from './color-contrast.ts';
import { failingContrastPairs, THEME_WARNED_CONTRAST_PAIRS } from './theme-contrast.ts';

describe('theme contrast maths', () => {
  it('is 21:1 for black and white, 1:1 for a colour with itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6750a4', '#6750a4')).toBe(1);
  });

  it('matches known pairs', () => {
    // #777 on white is the classic just-failing grey; #767676 the lightest that passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#6750a4', '#ffffff')).toBeCloseTo(6.44, 2);
  });
});

describe('failingContrastPairs', () => {
  it('warns about the five pairs of spec §5 only', () => {
    expect(THEME_WARNED_CONTRAST_PAIRS).toEqual([
      ['primary', 'primary-foreground'],
      ['secondary', 'secondary-foreground'],
      ['destructive', 'on-destructive'],
      ['background', 'on-background'],
      ['card', 'card-foreground'],
    ]);
  });

  it('finds nothing to warn about in the default palettes', () => {
    expect(failingContrastPairs(DEFAULT_THEME_COLORS.light)).toEqual([]);
    expect(failingContrastPairs(DEFAULT_THEME_COLORS.dark)).toEqual([]);
  });

  it('lists each failing pair with its ratio (two decimals, never rounded up to a pass)', () => {
    const palette = {
      ...DEFAULT_THEME_COLORS.light,
      primary: '#777777',
      'primary-foreground': '#ffffff',
      card: '#ffffff',
      'card-foreground': '#ffff00',
      // Black on white stays a pass.
      background: '0 0% 100%',
      'on-background': '0 0% 0%',
    };
    expect(failingContrastPairs(palette)).toEqual([
      { background: 'primary', foreground: 'primary-foreground', ratio: 4.47 },
      { background: 'card', foreground: 'card-foreground', ratio: 1.07 },
    ]);
    const [primary] = failingContrastPairs(palette);
    expect(primary?.ratio).toBeLessThan(4.5);
  });

  it('reads triples and 3-digit hex, and skips pairs with a missing, referenced or invalid colour', () => {
    expect(
      failingContrastPairs({ secondary: '#fff', 'secondary-foreground': '0 0% 95%' }).map(
        (p) => p.background,
      ),
    ).toEqual(['secondary']);
    expect(
      failingContrastPairs({
        primary: 'var(--x)',
        'primary-foreground': '#fff',
        secondary: '#fff',
        'secondary-foreground': 'branco',
        destructive: '#fff',
        card: '#fff',
        'card-foreground': '--card',
      }),
    ).toEqual([]);
  });
});
