import { DEFAULT_THEME_COLORS, THEME_CUSTOM_ENABLED_STORAGE_KEY } from '@eventos/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/http.ts';
import { applyCustomTheme } from './apply-custom-theme.ts';
import { applyInitialTheme } from './apply-initial-theme.ts';
import { CUSTOM_THEME_CACHE_KEY, customThemeEligible, readCustomThemeSwitch } from './custom-theme-cache.ts';
import {
  CUSTOM_THEME_REFRESH_MS,
  getCustomThemeState,
  resetCustomThemeRuntime,
  setCustomThemeEnabled,
  setCustomThemeSession,
  startCustomThemeRuntime,
} from './custom-theme-runtime.ts';
import { THEME_CHANGE_EVENT, type ThemeChangeDetail } from './theme-change-event.ts';
import { resetThemeModeStore, setThemeMode } from './theme-mode-store.ts';

const THEME_ID = '0b8f3c1e-7d6a-4f5e-9c2b-1a2b3c4d5e6f';
const carnival = {
  id: THEME_ID,
  name: 'Carnaval',
  colors: {
    light: { ...DEFAULT_THEME_COLORS.light, primary: '#ff0066', 'on-primary': '#000000' },
    dark: { ...DEFAULT_THEME_COLORS.dark, primary: '#00ffaa' },
  },
  updatedAt: '2026-02-01T00:00:00.000Z',
};

const primary = () => document.documentElement.style.getPropertyValue('--primary');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function cacheTheme(signedIn: boolean) {
  localStorage.setItem(
    CUSTOM_THEME_CACHE_KEY,
    JSON.stringify({ signedIn, theme: { id: THEME_ID, css: { light: { primary: '#ff0066' } } } }),
  );
}

beforeEach(() => {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  localStorage.clear();
  document.documentElement.className = '';
  resetThemeModeStore();
  resetCustomThemeRuntime();
  applyCustomTheme(null);
});
afterEach(() => {
  resetCustomThemeRuntime();
  resetThemeModeStore();
  applyCustomTheme(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('custom-theme switch', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['yes', false],
    [null, null],
  ])('stored %j reads as %j', (stored, expected) => {
    if (stored !== null) localStorage.setItem(THEME_CUSTOM_ENABLED_STORAGE_KEY, stored);
    expect(readCustomThemeSwitch()).toBe(expected);
  });

  it('applies when on, never when off, and by default only to signed-in people', () => {
    expect(customThemeEligible(true, false)).toBe(true);
    expect(customThemeEligible(false, true)).toBe(false);
    expect(customThemeEligible(null, true)).toBe(true);
    expect(customThemeEligible(null, false)).toBe(false);
  });
});

describe('cached theme at start (no flash)', () => {
  it('paints the cached theme before React when the last visit was signed in', () => {
    cacheTheme(true);
    applyInitialTheme();
    expect(primary()).toBe('#ff0066');
  });

  it('does not paint it for a visitor who never switched it on', () => {
    cacheTheme(false);
    applyInitialTheme();
    expect(primary()).toBe('');
  });

  it('paints it for a visitor who switched it on, not for a user who switched it off', () => {
    cacheTheme(false);
    localStorage.setItem(THEME_CUSTOM_ENABLED_STORAGE_KEY, 'true');
    applyInitialTheme();
    expect(primary()).toBe('#ff0066');
    applyCustomTheme(null);
    cacheTheme(true);
    localStorage.setItem(THEME_CUSTOM_ENABLED_STORAGE_KEY, 'false');
    applyInitialTheme();
    expect(primary()).toBe('');
  });

  it('survives a broken cache', () => {
    localStorage.setItem(CUSTOM_THEME_CACHE_KEY, '{not json');
    expect(() => applyInitialTheme()).not.toThrow();
    expect(primary()).toBe('');
  });
});

describe('custom-theme runtime', () => {
  it('asks the server only when signed in or switched on', async () => {
    const fetch = stubFetch(() => jsonResponse({ theme: carnival }));
    setCustomThemeSession(false);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(primary()).toBe('');

    setCustomThemeSession(true);
    await flush();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/themes/active');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
    expect(primary()).toBe('#ff0066');
    expect(getCustomThemeState()).toMatchObject({ enabled: true, available: true });
    // Cached for the next visit, colours already as CSS.
    const cache = JSON.parse(localStorage.getItem(CUSTOM_THEME_CACHE_KEY) ?? '{}');
    expect(cache).toMatchObject({ signedIn: true, theme: { id: THEME_ID } });
    expect(cache.theme.css.dark.primary).toBe('#00ffaa');
  });

  it('follows the mode and clears the colours on sign-out and when switched off', async () => {
    stubFetch(() => jsonResponse({ theme: carnival }));
    setCustomThemeSession(true);
    await flush();
    await flush();
    setThemeMode('dark');
    expect(primary()).toBe('#00ffaa');
    setCustomThemeEnabled(false);
    expect(localStorage.getItem(THEME_CUSTOM_ENABLED_STORAGE_KEY)).toBe('false');
    expect(primary()).toBe('');
    setCustomThemeEnabled(true);
    expect(primary()).toBe('#00ffaa');
    localStorage.removeItem(THEME_CUSTOM_ENABLED_STORAGE_KEY);
    resetCustomThemeRuntime();
    setCustomThemeSession(true);
    await flush();
    await flush();
    setCustomThemeSession(false);
    expect(primary()).toBe('');
  });

  it('a null answer returns to the default palette and marks no theme available', async () => {
    cacheTheme(true);
    applyInitialTheme();
    resetCustomThemeRuntime();
    stubFetch(() => jsonResponse({ theme: null }));
    setCustomThemeSession(true);
    await flush();
    await flush();
    expect(primary()).toBe('');
    expect(getCustomThemeState().available).toBe(false);
    // Remembered: the next visit's switch starts hidden.
    resetCustomThemeRuntime();
    expect(getCustomThemeState().available).toBe(false);
  });

  it('ignores variable references in the served theme', async () => {
    stubFetch(() =>
      jsonResponse({
        theme: {
          ...carnival,
          colors: { ...carnival.colors, light: { ...carnival.colors.light, primary: 'var(--x)' } },
        },
      }),
    );
    // The schema refuses a variable reference: nothing is applied, nothing breaks.
    setCustomThemeSession(true);
    await flush();
    await flush();
    expect(primary()).toBe('');
  });

  it('keeps the cached theme when the server cannot be reached', async () => {
    cacheTheme(true);
    applyInitialTheme();
    resetCustomThemeRuntime();
    stubFetch(() => Promise.reject(new TypeError('offline')));
    setCustomThemeSession(true);
    await flush();
    await flush();
    expect(primary()).toBe('#ff0066');
  });

  it('asks again when the tab is shown after 10 minutes or more, not before', async () => {
    const fetch = stubFetch(() => jsonResponse({ theme: carnival }));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    setCustomThemeSession(true);
    startCustomThemeRuntime();
    await flush();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + CUSTOM_THEME_REFRESH_MS - 1);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + CUSTOM_THEME_REFRESH_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });
});

describe('theme-change event', () => {
  it('fires 200 ms after load and again when the mode or the custom theme changes', async () => {
    vi.useFakeTimers();
    const events: ThemeChangeDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<ThemeChangeDetail>).detail);
    window.addEventListener(THEME_CHANGE_EVENT, listener);
    startCustomThemeRuntime(performance.now());
    vi.advanceTimersByTime(199);
    expect(events).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ mode: 'system', resolved: 'light', customThemeId: null }]);

    setThemeMode('dark');
    expect(events.at(-1)).toEqual({ mode: 'dark', resolved: 'dark', customThemeId: null });

    vi.useRealTimers();
    stubFetch(() => jsonResponse({ theme: carnival }));
    setCustomThemeEnabled(true);
    await flush();
    await flush();
    expect(events.at(-1)).toEqual({ mode: 'dark', resolved: 'dark', customThemeId: THEME_ID });
    expect(document.querySelector('meta[name="theme-color"]')).toBeNull();
    window.removeEventListener(THEME_CHANGE_EVENT, listener);
  });

  it('keeps <meta name="theme-color"> on the primary colour shown', async () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#6750a4';
    document.head.append(meta);
    stubFetch(() => jsonResponse({ theme: carnival }));
    startCustomThemeRuntime();
    setCustomThemeSession(true);
    await flush();
    await flush();
    expect(meta.content).toBe('#ff0066');
    setCustomThemeSession(false);
    expect(meta.content).toBe('#6750a4');
    meta.remove();
  });
});
