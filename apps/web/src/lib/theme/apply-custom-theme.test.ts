import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomTheme } from './apply-custom-theme.ts';
import { customThemeCss } from './custom-theme-css.ts';

const variable = (name: string) => document.documentElement.style.getPropertyValue(`--${name}`);

afterEach(() => {
  applyCustomTheme(null);
  document.documentElement.className = '';
});

describe('customThemeCss', () => {
  it.each([
    ['#ff0000', '#ff0000'],
    ['#f00', '#f00'],
    ['262 52% 47%', 'hsl(262 52% 47%)'],
    ['var(--primary)', undefined],
    ['--primary', undefined],
    ['red', undefined],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(customThemeCss({ light: { primary: value } }).light?.primary).toBe(expected);
  });
});

describe('applyCustomTheme', () => {
  it('sets the palette of the mode in view inline on <html>, skipping variable references', () => {
    document.documentElement.classList.add('dark');
    applyCustomTheme(
      customThemeCss({
        light: { primary: '#111111' },
        dark: { primary: '#222222', 'on-primary': 'var(--background)', background: '10 20% 30%' },
      }),
    );
    expect(variable('primary')).toBe('#222222');
    expect(variable('on-primary')).toBe('');
    expect(variable('background')).toBe('hsl(10 20% 30%)');
  });

  it('never sets a variable reference, even from a tampered cache', () => {
    applyCustomTheme({ light: { primary: 'var(--secondary)', secondary: '#123456' } });
    expect(variable('primary')).toBe('');
    expect(variable('secondary')).toBe('#123456');
  });

  it('switching mode replaces the palette; null returns to the default palette', () => {
    applyCustomTheme({ light: { primary: '#111111', tertiary: '#333333' }, dark: { primary: '#222222' } });
    expect(variable('primary')).toBe('#111111');
    document.documentElement.classList.add('dark');
    applyCustomTheme({ light: { primary: '#111111', tertiary: '#333333' }, dark: { primary: '#222222' } });
    expect(variable('primary')).toBe('#222222');
    expect(variable('tertiary')).toBe('');
    applyCustomTheme(null);
    expect(variable('primary')).toBe('');
  });
});
