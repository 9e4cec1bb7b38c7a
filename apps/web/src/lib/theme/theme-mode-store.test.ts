import { THEME_MODE_STORAGE_KEY } from '@eventos/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyInitialTheme } from './apply-initial-theme.ts';
import { cycleThemeMode, getThemeState, resetThemeModeStore, setThemeMode } from './theme-mode-store.ts';

let prefersDark = false;
let changeListener: ((event: { matches: boolean }) => void) | null = null;

function mockMatchMedia() {
  window.matchMedia = vi.fn().mockImplementation(() => ({
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      changeListener = listener;
    },
    removeEventListener: () => {
      changeListener = null;
    },
  }));
}

const html = () => document.documentElement;

beforeEach(() => {
  prefersDark = false;
  mockMatchMedia();
  localStorage.clear();
  resetThemeModeStore();
  html().className = '';
});
afterEach(() => resetThemeModeStore());

describe('theme mode runtime', () => {
  it('defaults to system and shows the device preference on <html>', () => {
    prefersDark = true;
    applyInitialTheme();
    expect(getThemeState()).toEqual({ mode: 'system', resolved: 'dark' });
    expect(html().classList.contains('dark')).toBe(true);
    expect(html().dataset.themeMode).toBe('system');
  });

  it.each(['light', 'dark'] as const)('restores a stored %s', (mode) => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, mode);
    applyInitialTheme();
    expect(getThemeState().mode).toBe(mode);
    expect(html().dataset.theme).toBe(mode);
  });

  it('resets an invalid stored value to system', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'sepia');
    applyInitialTheme();
    expect(getThemeState().mode).toBe('system');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('system');
  });

  it('cycles light → dark → system → light, storing each choice', () => {
    setThemeMode('light');
    expect(cycleThemeMode()).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
    expect(cycleThemeMode()).toBe('system');
    expect(html().classList.contains('light')).toBe(true);
    expect(cycleThemeMode()).toBe('light');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
  });

  it('follows the device preference live in system mode only', () => {
    applyInitialTheme();
    expect(getThemeState().resolved).toBe('light');
    prefersDark = true;
    changeListener?.({ matches: true });
    expect(getThemeState().resolved).toBe('dark');
    setThemeMode('light');
    changeListener?.({ matches: true });
    expect(getThemeState().resolved).toBe('light');
  });
});
