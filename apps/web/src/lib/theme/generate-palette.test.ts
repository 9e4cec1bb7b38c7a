import {
  DEFAULT_THEME_BASE_COLOR,
  DEFAULT_THEME_COLORS,
  failingContrastPairs,
  THEME_COLOR_TOKENS,
  THEME_WARNED_CONTRAST_PAIRS,
} from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { defaultThemeColors, generateThemeColors } from './generate-palette.ts';

describe('generateThemeColors', () => {
  it('builds the default palette from #6750A4 (with the fallback backgrounds of spec §9)', () => {
    expect(DEFAULT_THEME_BASE_COLOR).toBe('#6750A4');
    expect(defaultThemeColors('#6750A4')).toEqual(DEFAULT_THEME_COLORS);
  });

  it.each(['#6750A4', '#b3261e', '#006d43', '#ffd600', '#0b57d0', '#000000', '#ffffff'])(
    'gives every token of both modes as hex from %s, with the warned pairs readable',
    (base) => {
      const colors = generateThemeColors(base);
      expect(THEME_WARNED_CONTRAST_PAIRS.length).toBeGreaterThan(0);
      for (const mode of ['light', 'dark'] as const) {
        expect(Object.keys(colors[mode]).sort()).toEqual([...THEME_COLOR_TOKENS].sort());
        for (const value of Object.values(colors[mode])) expect(value).toMatch(/^#[0-9a-f]{6}$/);
        expect(failingContrastPairs(colors[mode])).toEqual([]);
      }
    },
  );
});
