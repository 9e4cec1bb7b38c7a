import { describe, expect, it } from 'vitest';
import { nextThemeMode, parseCustomThemeEnabled, parseThemeMode, resolveThemeMode } from './theme-mode.ts';

describe('parseThemeMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['purple', 'system'],
    [' light', 'system'],
    [1, 'system'],
  ])('stored %j → %s', (stored, expected) => {
    expect(parseThemeMode(stored)).toBe(expected);
  });
});

describe('nextThemeMode', () => {
  it.each([
    ['light', 'dark'],
    ['dark', 'system'],
    ['system', 'light'],
  ] as const)('%s → %s', (mode, expected) => {
    expect(nextThemeMode(mode)).toBe(expected);
  });

  it('comes back to the start after three presses', () => {
    expect(nextThemeMode(nextThemeMode(nextThemeMode('light')))).toBe('light');
  });
});

describe('resolveThemeMode', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with system dark=%s → %s', (mode, prefersDark, expected) => {
    expect(resolveThemeMode(mode, prefersDark)).toBe(expected);
  });
});

describe('parseCustomThemeEnabled', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, false],
    ['1', false],
  ])('%j → %s', (stored, expected) => {
    expect(parseCustomThemeEnabled(stored)).toBe(expected);
  });
});
