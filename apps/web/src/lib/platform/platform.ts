import type { NativeUiMode } from '@eventos/domain';

export type PlatformName = 'ios' | 'android' | 'web';

interface CapacitorGlobal {
  getPlatform?: () => string;
}

/**
 * Where the app runs: 'ios' or 'android' inside the Capacitor shells (the native runtime injects
 * `window.Capacitor` before the page's scripts), 'web' in a browser. Pages ask this module, never
 * Capacitor itself, and it reads only the injected global, so no plugin code enters the web bundle.
 */
export function platformName(): PlatformName {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  try {
    const name = capacitor?.getPlatform?.();
    return name === 'ios' || name === 'android' ? name : 'web';
  } catch {
    return 'web';
  }
}

/** Spec §9: the native UI mode, 'ios' on iOS and 'md' (Material) everywhere else. */
export function uiMode(platform: PlatformName = platformName()): NativeUiMode {
  return platform === 'ios' ? 'ios' : 'md';
}

/** Puts the UI mode on <html data-ui-mode>, where styles can read it. */
export function applyUiMode(root: HTMLElement = document.documentElement, mode = uiMode()): void {
  root.dataset.uiMode = mode;
}
