import { applyCachedCustomTheme } from './custom-theme-cache.ts';
import { initThemeMode } from './theme-mode-store.ts';

/**
 * Call before React mounts (main.tsx): reads the stored theme mode and sets it on <html>, so the first
 * paint already has the right colours (no inline script: the CSP forbids it). From then on the page
 * follows the device preference live while the mode is system. The admin's custom theme last shown
 * is painted too when it applies (the lazily loaded custom-theme runtime then checks the server).
 */
export function applyInitialTheme(): void {
  try {
    initThemeMode();
    applyCachedCustomTheme();
  } catch {
    // Without a theme the CSS media query still picks light or dark.
  }
}
