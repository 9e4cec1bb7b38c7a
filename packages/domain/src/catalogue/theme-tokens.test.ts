import { describe, expect, it } from 'vitest';
import { THEME_FALLBACK_BACKGROUND } from '../constants/theme.ts';
import { DEFAULT_THEME_COLORS, THEME_COLOR_TOKENS } from './theme-tokens.ts';

describe('theme colour tokens', () => {
  it('lists the 52 tokens of spec §3 once each', () => {
    expect(THEME_COLOR_TOKENS).toHaveLength(52);
    expect(new Set(THEME_COLOR_TOKENS).size).toBe(52);
  });

  it.each(['primary', 'secondary', 'tertiary', 'error', 'success', 'warning', 'interest'])(
    'has the four roles of %s',
    (name) => {
      for (const token of [name, `on-${name}`, `${name}-container`, `on-${name}-container`]) {
        expect(THEME_COLOR_TOKENS).toContain(token);
      }
    },
  );

  it.each(['light', 'dark'] as const)('the default %s palette sets every token to a 6-digit hex', (mode) => {
    const palette = DEFAULT_THEME_COLORS[mode];
    expect(Object.keys(palette).sort()).toEqual([...THEME_COLOR_TOKENS].sort());
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('uses the base colour and the fallback backgrounds of spec §9', () => {
    expect(DEFAULT_THEME_COLORS.light.primary).toBe('#6750a4');
    expect(DEFAULT_THEME_COLORS.light.background).toBe(THEME_FALLBACK_BACKGROUND.light.toLowerCase());
    expect(DEFAULT_THEME_COLORS.dark.background).toBe(THEME_FALLBACK_BACKGROUND.dark.toLowerCase());
  });
});
