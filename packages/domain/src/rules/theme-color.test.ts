import { describe, expect, it } from 'vitest';
import { isThemeColor, isVariableReference, themeColorCss, themeColorToHex } from './theme-color.ts';

describe('isThemeColor', () => {
  it.each([
    '#fff',
    '#FFF',
    '#6750A4',
    '#6750a4',
    ' #6750a4 ',
    '262 30% 48%',
    '0 0% 100%',
    '-10 50.5% 0%',
    '210.5 100% 99.9%',
  ])('accepts %j', (value) => {
    expect(isThemeColor(value)).toBe(true);
  });

  it.each([
    '',
    '#',
    '#ff',
    '#ffff',
    '#fffff',
    '#1234567',
    '#ggg',
    '6750a4',
    'red',
    'rgb(0, 0, 0)',
    'hsl(262 30% 48%)',
    '262 30 48',
    '262, 30%, 48%',
    '262 101% 48%',
    '262 30% 100.5%',
    'var(--primary)',
    '--primary',
    '<script>alert(1)</script>',
  ])('refuses %j', (value) => {
    expect(isThemeColor(value)).toBe(false);
  });
});

describe('isVariableReference', () => {
  it.each([
    ['var(--primary)', true],
    ['  var(--x, #fff)', true],
    ['--primary', true],
    ['#6750a4', false],
    ['262 30% 48%', false],
    ['variable', false],
  ])('%j → %s', (value, expected) => {
    expect(isVariableReference(value)).toBe(expected);
  });
});

describe('themeColorCss', () => {
  it('keeps hex as typed and wraps triples in hsl()', () => {
    expect(themeColorCss('#6750A4')).toBe('#6750A4');
    expect(themeColorCss(' #fff ')).toBe('#fff');
    expect(themeColorCss('262 30% 48%')).toBe('hsl(262 30% 48%)');
  });

  it('applies no variable reference, garbage or missing value (spec §5)', () => {
    for (const value of ['var(--primary)', '--primary', 'red', '', null, undefined])
      expect(themeColorCss(value)).toBeNull();
  });
});

describe('themeColorToHex', () => {
  it('gives #rrggbb for hex of 3 or 6 digits and for triples', () => {
    expect(themeColorToHex('#FFF')).toBe('#ffffff');
    expect(themeColorToHex('#6750A4')).toBe('#6750a4');
    expect(themeColorToHex('0 0% 100%')).toBe('#ffffff');
    expect(themeColorToHex('0 0% 0%')).toBe('#000000');
    expect(themeColorToHex('0 100% 50%')).toBe('#ff0000');
    expect(themeColorToHex('120 100% 25%')).toBe('#008000');
  });

  it('is null for anything that is not a theme colour', () => {
    for (const value of ['var(--x)', 'blue', '#12345', '', null, undefined])
      expect(themeColorToHex(value)).toBeNull();
  });
});
