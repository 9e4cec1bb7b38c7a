import type { ResolvedTheme, ThemeMode } from '@eventos/domain';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The device preference (false where matchMedia is missing). */
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Calls back whenever the device preference changes; returns the unsubscribe. */
export function watchSystemPreference(onChange: (prefersDark: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * Shows a mode on <html>: the class `light` or `dark` (what the CSS variables and Tailwind's `dark:`
 * read), `data-theme` with the same value and `data-theme-mode` with the choice (light, dark, system).
 */
export function applyThemeToDocument(mode: ThemeMode, resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.dataset.theme = resolved;
  root.dataset.themeMode = mode;
  root.style.colorScheme = resolved;
}
