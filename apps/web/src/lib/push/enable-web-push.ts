import {
  PUSH_ENABLE_TIMEOUT_MS,
  type PushEvent,
  SERVICE_WORKER_ACTIVATION_TIMEOUT_MS,
} from '@eventos/domain';
import { applicationServerKey } from './application-server-key.ts';
import type { PushApi } from './push-api.ts';
import { browserPushEnvironment, type PushEnvironment, webPushSupported } from './push-environment.ts';
import { clearRegistration, readRegistration, writeRegistration } from './push-registration-store.ts';
import { activeServiceWorker } from './service-worker-registration.ts';
import { PushTimeoutError, withTimeout } from './with-timeout.ts';

export interface EnableWebPushOptions {
  /** Whether someone is signed in (spec §5: a signed-in user is required to register). */
  signedIn: boolean;
  env?: PushEnvironment;
  serviceWorkerTimeoutMs?: number;
  subscribeTimeoutMs?: number;
}

/**
 * Spec §4 Push status, the web flow: answers the event pushTransition takes next.
 * no session → 'no-session'; no Notification, service worker or Push API → failed unsupported;
 * permission not granted → refused; service worker not active within 10 s, or no subscription
 * within 10 s → failed timeout; the push service refusing → failed registration; the server
 * answering non-OK → failed server; otherwise registered, with the registration's id kept here to
 * disable it later.
 */
export async function enableWebPush(api: PushApi, options: EnableWebPushOptions): Promise<PushEvent> {
  const env = options.env ?? browserPushEnvironment();
  if (!options.signedIn) return { type: 'no-session' };
  if (!webPushSupported(env) || !env.Notification) return { type: 'failed', reason: 'unsupported' };

  const permission = await env.Notification.requestPermission();
  if (permission !== 'granted') return { type: 'refused' };

  let subscription: PushSubscription;
  try {
    const registration = await activeServiceWorker(
      env,
      options.serviceWorkerTimeoutMs ?? SERVICE_WORKER_ACTIVATION_TIMEOUT_MS,
    );
    const started = Date.now();
    const subscribeTimeout = options.subscribeTimeoutMs ?? PUSH_ENABLE_TIMEOUT_MS;
    const key = await withTimeout(api.publicKey(), subscribeTimeout, 'public key');
    subscription = await withTimeout(
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(key),
      }),
      Math.max(0, subscribeTimeout - (Date.now() - started)),
      'push subscription',
    );
  } catch (err) {
    if (err instanceof PushTimeoutError) return { type: 'failed', reason: 'timeout' };
    return { type: 'failed', reason: 'registration' };
  }

  try {
    const registration = await api.register({
      device_type: 'web',
      token: JSON.stringify(subscription.toJSON()),
    });
    writeRegistration(env, { id: registration.id, registeredAt: new Date().toISOString() });
    return { type: 'registered' };
  } catch {
    return { type: 'failed', reason: 'server' };
  }
}

/**
 * Turns push off on this browser: the server forgets the registration first (spec §7 DELETE
 * push-tokens; a failure throws, for 'Erro ao desativar notificações', and changes nothing here),
 * then the browser's subscription ends.
 */
export async function disableWebPush(
  api: PushApi,
  env: PushEnvironment = browserPushEnvironment(),
): Promise<void> {
  const stored = readRegistration(env);
  if (stored) await api.remove(stored.id);
  clearRegistration(env);
  try {
    const registration = await env.serviceWorker?.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // The server no longer sends to it; a subscription left in the browser receives nothing.
  }
}
