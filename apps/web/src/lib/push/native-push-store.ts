/** @capacitor/preferences' three calls used here (a double can stand in for it in tests). */
export interface PreferencesStore {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<void>;
  remove(options: { key: string }): Promise<void>;
}

/** Preferences key of this device's registration (spec §3: the push_token is also kept locally). */
export const NATIVE_PUSH_TOKEN_KEY = 'eventos-push-token';

export interface StoredNativeToken {
  /** The registration's id on the server, to remove it. */
  id: string;
  /** The FCM (Android) or APNs (iOS) token registered. */
  token: string;
  registeredAt: string;
}

export async function readNativeToken(store: PreferencesStore): Promise<StoredNativeToken | null> {
  try {
    const { value } = await store.get({ key: NATIVE_PUSH_TOKEN_KEY });
    const parsed = value ? (JSON.parse(value) as Partial<StoredNativeToken>) : null;
    return parsed &&
      typeof parsed.id === 'string' &&
      typeof parsed.token === 'string' &&
      typeof parsed.registeredAt === 'string'
      ? { id: parsed.id, token: parsed.token, registeredAt: parsed.registeredAt }
      : null;
  } catch {
    return null;
  }
}

export function writeNativeToken(store: PreferencesStore, stored: StoredNativeToken): Promise<void> {
  return store.set({ key: NATIVE_PUSH_TOKEN_KEY, value: JSON.stringify(stored) });
}

export async function clearNativeToken(store: PreferencesStore): Promise<void> {
  await store.remove({ key: NATIVE_PUSH_TOKEN_KEY }).catch(() => undefined);
}
