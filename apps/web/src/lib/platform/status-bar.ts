import { Style } from '@capacitor/status-bar';

export interface StatusBarPlugin {
  setStyle(options: { style: Style }): Promise<void>;
}

/**
 * The status bar's style for the theme on <html> (the theme runtime puts `dark` or `light` there):
 * Style.Dark is light text for a dark background, Style.Light dark text for a light one.
 */
export function statusBarStyle(root: HTMLElement): Style {
  return root.classList.contains('dark') ? Style.Dark : Style.Light;
}

/** Keeps the status bar's text readable on the theme, now and whenever the theme changes. */
export function followStatusBarTheme(
  statusBar: StatusBarPlugin,
  root: HTMLElement = document.documentElement,
): () => void {
  let current: Style | null = null;
  const apply = () => {
    const style = statusBarStyle(root);
    if (style === current) return;
    current = style;
    void statusBar.setStyle({ style }).catch(() => undefined);
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
