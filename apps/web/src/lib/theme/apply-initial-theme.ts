import { initThemeMode } from './theme-mode-store.ts';

/**
 * Call before React mounts (main.tsx): reads the stored theme mode and sets it on <html>, so the first
 * paint already has the right colours (no inline script: the CSP forbids it). From then on the page
 * follows the device preference live while the mode is system.
 */
export function applyInitialTheme(): void {
  try {
    initThemeMode();
  } catch {
    // Without a theme the CSS media query still picks light or dark.
  }
}
