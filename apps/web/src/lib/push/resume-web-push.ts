import { PUSH_TOKEN_REFRESH_DAYS, type PushEvent } from '@eventos/domain';
import { applicationServerKey } from './application-server-key.ts';
import type { PushApi } from './push-api.ts';
import { type PushEnvironment, webPushSupported } from './push-environment.ts';
import { readRegistration, writeRegistration } from './push-registration-store.ts';
import { activeServiceWorker } from './service-worker-registration.ts';

const DAY_MS = 86_400_000;

/** Spec §4: at startup push is granted only with permission and a registration; otherwise idle (or denied). */
export function pushStartupEvent(env: PushEnvironment): PushEvent {
  const permission = env.Notification?.permission ?? 'default';
  return { type: 'startup', permission, registered: webPushSupported(env) && readRegistration(env) !== null };
}

/**
 * Where push was enabled before: makes sure the service worker is there and, once the registration
 * is older than spec §9's 7 days, registers the browser's current subscription again (the push
 * service may have rotated it). Failures are silent: the next start tries again.
 */
export async function resumeWebPush(api: PushApi, env: PushEnvironment, now = Date.now()): Promise<void> {
  const stored = readRegistration(env);
  if (!stored || !webPushSupported(env) || env.Notification?.permission !== 'granted') return;
  try {
    const registration = await activeServiceWorker(env);
    if (now - Date.parse(stored.registeredAt) < PUSH_TOKEN_REFRESH_DAYS * DAY_MS) return;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(await api.publicKey()),
      }));
    const fresh = await api.register({ device_type: 'web', token: JSON.stringify(subscription.toJSON()) });
    writeRegistration(env, { id: fresh.id, registeredAt: new Date(now).toISOString() });
  } catch {
    // Offline or the server away: the registration stays as it was.
  }
}
