import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomTheme, customColorValue } from './apply-custom-theme.ts';

const variable = (name: string) => document.documentElement.style.getPropertyValue(`--${name}`);

afterEach(() => {
  applyCustomTheme(null);
  document.documentElement.className = '';
});

describe('customColorValue', () => {
  it.each([
    ['#ff0000', '#ff0000'],
    ['#f00', '#f00'],
    ['262 52% 47%', 'hsl(262 52% 47%)'],
    ['var(--primary)', null],
    ['--primary', null],
    ['red', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(customColorValue(value)).toBe(expected);
  });
});

describe('applyCustomTheme', () => {
  it('sets the palette of the mode in view inline on <html>, skipping variable references', () => {
    document.documentElement.classList.add('dark');
    applyCustomTheme({
      light: { primary: '#111111' },
      dark: { primary: '#222222', 'on-primary': 'var(--background)', background: '10 20% 30%' },
    });
    expect(variable('primary')).toBe('#222222');
    expect(variable('on-primary')).toBe('');
    expect(variable('background')).toBe('hsl(10 20% 30%)');
  });

  it('null returns to the default palette', () => {
    applyCustomTheme({ light: { primary: '#111111' } });
    expect(variable('primary')).toBe('#111111');
    applyCustomTheme(null);
    expect(variable('primary')).toBe('');
  });
});
