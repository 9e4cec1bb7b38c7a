import {
  PUSH_ENABLE_TIMEOUT_MS,
  PUSH_NATIVE_RETRY_DELAYS_MS,
  PUSH_TOKEN_REFRESH_DAYS,
  type PushEvent,
} from '@eventos/domain';
import {
  clearNativeToken,
  type PreferencesStore,
  readNativeToken,
  writeNativeToken,
} from './native-push-store.ts';
import type { PushApi } from './push-api.ts';

type Handle = Promise<{ remove: () => Promise<void> }>;
type PermissionState = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';

/** The calls of @capacitor/push-notifications used here (a double can stand in for it in tests). */
export interface NativePushPlugin {
  checkPermissions(): Promise<{ receive: PermissionState }>;
  requestPermissions(): Promise<{ receive: PermissionState }>;
  register(): Promise<void>;
  unregister(): Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): Handle;
  addListener(event: 'registrationError', listener: (error: { error: string }) => void): Handle;
}

export interface NativePushDeps {
  platform: 'ios' | 'android';
  plugin: NativePushPlugin;
  store: PreferencesStore;
  api: PushApi;
  /** Android: the in-app explanation before the system prompt; true to go on to the prompt. */
  explain(): Promise<boolean>;
  /** Spec §9: tries again after 1 s, 2 s and 3 s. */
  retryDelaysMs?: readonly number[];
  /** How long one registration attempt waits for the token. */
  attemptTimeoutMs?: number;
  now?: () => number;
}

const DAY_MS = 86_400_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One attempt: asks the OS for the token and waits for the answer (or gives up after the time-out). */
async function requestToken(plugin: NativePushPlugin, timeoutMs: number): Promise<string> {
  const handles: Handle[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      handles.push(plugin.addListener('registration', ({ value }) => resolve(value)));
      handles.push(plugin.addListener('registrationError', ({ error }) => reject(new Error(error))));
      timer = setTimeout(() => reject(new Error('push registration timed out')), timeoutMs);
      plugin.register().catch(reject);
    });
  } finally {
    clearTimeout(timer);
    for (const handle of handles) void handle.then((h) => h.remove()).catch(() => undefined);
  }
}

/** Spec §9: the token, trying again after each of the retry delays; throws when every try failed. */
export async function nativePushToken(deps: NativePushDeps): Promise<string> {
  const delays = deps.retryDelaysMs ?? PUSH_NATIVE_RETRY_DELAYS_MS;
  const timeout = deps.attemptTimeoutMs ?? PUSH_ENABLE_TIMEOUT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestToken(deps.plugin, timeout);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** Sends the token to the server and keeps it, with its id and date, on the device. */
async function registerToken(deps: NativePushDeps, token: string): Promise<void> {
  const registration = await deps.api.register({ device_type: deps.platform, token });
  const now = deps.now?.() ?? Date.now();
  await writeNativeToken(deps.store, {
    id: registration.id,
    token,
    registeredAt: new Date(now).toISOString(),
  });
}

/**
 * Spec §4 Push status on native, answering the event pushTransition takes next: no session →
 * 'no-session'; on Android the explanation first (declined → back to idle, nothing asked); then the
 * system prompt (iOS asks directly); refused → 'refused'; no token after the retries → failed
 * registration ('Erro ao registrar push'); the server answering non-OK → failed server.
 */
export async function enableNativePush(
  deps: NativePushDeps,
  options: { signedIn: boolean },
): Promise<PushEvent> {
  if (!options.signedIn) return { type: 'no-session' };
  let permission = (await deps.plugin.checkPermissions()).receive;
  if (permission !== 'granted' && permission !== 'denied') {
    if (deps.platform === 'android' && !(await deps.explain())) {
      return { type: 'startup', permission: 'default', registered: false };
    }
    permission = (await deps.plugin.requestPermissions()).receive;
  }
  if (permission !== 'granted') return { type: 'refused' };

  let token: string;
  try {
    token = await nativePushToken(deps);
  } catch {
    return { type: 'failed', reason: 'registration' };
  }
  try {
    await registerToken(deps, token);
    return { type: 'registered' };
  } catch {
    return { type: 'failed', reason: 'server' };
  }
}

/** At startup: granted with a kept registration, denied when the OS says so, else idle. */
export async function nativePushStartupEvent(
  deps: Pick<NativePushDeps, 'plugin' | 'store'>,
): Promise<PushEvent> {
  const { receive } = await deps.plugin.checkPermissions();
  const permission = receive === 'granted' ? 'granted' : receive === 'denied' ? 'denied' : 'default';
  return { type: 'startup', permission, registered: (await readNativeToken(deps.store)) !== null };
}

/**
 * Where push was enabled before: once the kept registration is older than spec §9's 7 days (or
 * the OS hands out another token), the current token is registered again. Failures are silent:
 * the next start tries again.
 */
export async function resumeNativePush(deps: NativePushDeps): Promise<void> {
  const stored = await readNativeToken(deps.store);
  if (!stored) return;
  try {
    if ((await deps.plugin.checkPermissions()).receive !== 'granted') return;
    const now = deps.now?.() ?? Date.now();
    const fresh = now - Date.parse(stored.registeredAt) < PUSH_TOKEN_REFRESH_DAYS * DAY_MS;
    const token = await nativePushToken(deps);
    if (fresh && token === stored.token) return;
    await registerToken(deps, token);
  } catch {
    // Offline, signed out or the server away: the registration stays as it was.
  }
}

/**
 * Turns push off on this device: the server forgets the registration first (a failure throws, for
 * 'Erro ao desativar notificações', and changes nothing here), then the OS token is dropped.
 */
export async function disableNativePush(
  deps: Pick<NativePushDeps, 'plugin' | 'store' | 'api'>,
): Promise<void> {
  const stored = await readNativeToken(deps.store);
  if (stored) await deps.api.remove(stored.id);
  await clearNativeToken(deps.store);
  await deps.plugin.unregister().catch(() => undefined);
}
