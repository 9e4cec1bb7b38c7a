import { Style } from '@capacitor/status-bar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followStatusBarTheme } from './status-bar.ts';

afterEach(() => {
  document.documentElement.className = '';
});

describe('status bar', () => {
  it('follows the theme: light text on dark, dark text on light, once per change', async () => {
    const statusBar = { setStyle: vi.fn(async (_options: { style: Style }) => {}) };
    const root = document.documentElement;
    root.className = 'light';
    const stop = followStatusBarTheme(statusBar, root);
    expect(statusBar.setStyle).toHaveBeenLastCalledWith({ style: Style.Light });

    root.className = 'dark';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(statusBar.setStyle).toHaveBeenLastCalledWith({ style: Style.Dark });

    root.classList.add('something-else');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(statusBar.setStyle).toHaveBeenCalledTimes(2);
    stop();
  });
});
