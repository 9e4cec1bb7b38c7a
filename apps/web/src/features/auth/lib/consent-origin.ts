interface CapacitorGlobal {
  getPlatform?: () => string;
}

/** Where a consent was given: 'android' or 'ios' inside the native shells, else 'web'. */
export function consentOrigin(): 'web' | 'android' | 'ios' {
  try {
    const platform = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor?.getPlatform?.();
    return platform === 'android' || platform === 'ios' ? platform : 'web';
  } catch {
    return 'web';
  }
}
