interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * True inside the Capacitor shells (Android, iOS). The native runtime injects `window.Capacitor`
 * before the page's scripts run; in a browser it is absent, so this is false.
 */
export function isNative(): boolean {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  try {
    return capacitor?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}
