import type { PushEnvironment } from './push-environment.ts';

/** localStorage key of this browser's registration: the id to remove it and when it was made. */
export const PUSH_REGISTRATION_KEY = 'eventos-push-registration';

export interface StoredRegistration {
  id: string;
  registeredAt: string;
}

export function readRegistration(env: PushEnvironment): StoredRegistration | null {
  try {
    const raw = env.storage?.getItem(PUSH_REGISTRATION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredRegistration>) : null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.registeredAt === 'string'
      ? { id: parsed.id, registeredAt: parsed.registeredAt }
      : null;
  } catch {
    return null;
  }
}

export function writeRegistration(env: PushEnvironment, registration: StoredRegistration): void {
  try {
    env.storage?.setItem(PUSH_REGISTRATION_KEY, JSON.stringify(registration));
  } catch {
    // Private mode without storage: push works, disabling here needs the next visit's registration.
  }
}

export function clearRegistration(env: PushEnvironment): void {
  try {
    env.storage?.removeItem(PUSH_REGISTRATION_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
