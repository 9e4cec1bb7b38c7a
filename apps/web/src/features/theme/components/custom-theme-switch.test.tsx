import { DEFAULT_THEME_COLORS, THEME_CUSTOM_ENABLED_STORAGE_KEY } from '@eventos/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCustomTheme } from '../../../lib/theme/apply-custom-theme.ts';
import { resetCustomThemeRuntime } from '../../../lib/theme/custom-theme-runtime.ts';
import { resetThemeModeStore } from '../../../lib/theme/theme-mode-store.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { CustomThemeSwitch } from './custom-theme-switch.tsx';
import { LazyThemeControls } from './theme-controls-lazy.tsx';

const theme = {
  id: '0b8f3c1e-7d6a-4f5e-9c2b-1a2b3c4d5e6f',
  name: 'Natal',
  colors: { light: { ...DEFAULT_THEME_COLORS.light, primary: '#c62828' }, dark: DEFAULT_THEME_COLORS.dark },
  updatedAt: '2026-12-01T00:00:00.000Z',
};
const primary = () => document.documentElement.style.getPropertyValue('--primary');

beforeEach(() => {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  localStorage.clear();
  resetThemeModeStore();
  resetCustomThemeRuntime();
});
afterEach(() => {
  resetCustomThemeRuntime();
  applyCustomTheme(null);
  vi.unstubAllGlobals();
});

describe('CustomThemeSwitch', () => {
  it('is on for a signed-in user by default and turns the theme off and on', async () => {
    stubFetch(() => jsonResponse({ theme }));
    render(<CustomThemeSwitch signedIn />);
    const toggle = await screen.findByRole('switch', { name: 'Tema personalizado' });
    await vi.waitFor(() => expect(primary()).toBe('#c62828'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(primary()).toBe('');
    expect(localStorage.getItem(THEME_CUSTOM_ENABLED_STORAGE_KEY)).toBe('false');
    fireEvent.click(toggle);
    expect(primary()).toBe('#c62828');
  });

  it('lets a visitor switch it on: only then is the theme asked for', async () => {
    const fetch = stubFetch(() => jsonResponse({ theme }));
    render(<CustomThemeSwitch signedIn={false} />);
    const toggle = screen.getByRole('switch', { name: 'Tema personalizado' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(primary()).toBe('#c62828'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hides once the server says there is no custom theme', async () => {
    stubFetch(() => jsonResponse({ theme: null }));
    render(<CustomThemeSwitch signedIn />);
    await vi.waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
  });
});

describe('LazyThemeControls', () => {
  it('loads the theme toggle with the custom-theme switch beside it', async () => {
    stubFetch(() => jsonResponse({ theme }));
    render(<LazyThemeControls signedIn />);
    expect(await screen.findByTestId('theme-toggle')).toHaveAccessibleName('Tema: Sistema. Alterar tema');
    expect(await screen.findByRole('switch', { name: 'Tema personalizado' })).toBeInTheDocument();
  });
});
