import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../test/http.ts';
import {
  disableNativePush,
  enableNativePush,
  type NativePushDeps,
  nativePushStartupEvent,
  resumeNativePush,
} from './native-push.ts';
import { fakePreferences, fakePushPlugin } from './native-push-fakes.ts';
import { NATIVE_PUSH_TOKEN_KEY, readNativeToken } from './native-push-store.ts';
import { pushApi } from './push-api.ts';

const DAY_MS = 86_400_000;

/** The server's push-tokens endpoint, answering as it does; records what was sent. */
function pushServer(status = 201) {
  const sent: unknown[] = [];
  const removed: string[] = [];
  const fetch = stubFetch((url, init) => {
    if (url.pathname === '/api/v1/push-tokens' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      if (status >= 400) return problemResponse(status, { code: 'internal.error', title: 'Erro' });
      return jsonResponse({ id: `reg-${sent.length}`, deviceType: 'android', lastSeenAt: '' }, { status });
    }
    if (url.pathname.startsWith('/api/v1/push-tokens/') && init?.method === 'DELETE') {
      removed.push(url.pathname.split('/').pop() ?? '');
      return new Response(null, { status: 204 });
    }
    return problemResponse(404, { code: 'route.not_found' });
  });
  return { sent, removed, fetch };
}

function setup(platform: 'ios' | 'android', options: Parameters<typeof fakePushPlugin>[0] = {}) {
  const push = fakePushPlugin(options);
  const prefs = fakePreferences();
  const explained: string[] = [];
  let proceed = true;
  const deps: NativePushDeps = {
    platform,
    plugin: push.plugin,
    store: prefs.store,
    api: pushApi,
    explain: async () => {
      push.log.push('explain');
      explained.push('explain');
      return proceed;
    },
  };
  return { deps, push, prefs, decline: () => (proceed = false) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('enableNativePush', () => {
  it('on Android explains first, then asks the system, registers the token as android and keeps it', async () => {
    const server = pushServer();
    const { deps, push, prefs } = setup('android');
    expect(await enableNativePush(deps, { signedIn: true })).toEqual({ type: 'registered' });
    expect(push.log).toEqual(['checkPermissions', 'explain', 'requestPermissions', 'register']);
    expect(server.sent).toEqual([{ device_type: 'android', token: 'fcm-token-1' }]);
    const kept = await readNativeToken(prefs.store);
    expect(kept).toMatchObject({ id: 'reg-1', token: 'fcm-token-1' });
    expect(Date.now() - Date.parse(kept?.registeredAt ?? '')).toBeLessThan(5_000);
  });

  it('on iOS asks directly, without the explanation, and registers as ios', async () => {
    const server = pushServer();
    const { deps, push } = setup('ios', { outcomes: [{ token: 'apns-token' }] });
    expect(await enableNativePush(deps, { signedIn: true })).toEqual({ type: 'registered' });
    expect(push.log).toEqual(['checkPermissions', 'requestPermissions', 'register']);
    expect(server.sent).toEqual([{ device_type: 'ios', token: 'apns-token' }]);
  });

  it('asks nothing when the explanation is declined, and goes back to idle', async () => {
    const server = pushServer();
    const { deps, push, decline } = setup('android');
    decline();
    expect(await enableNativePush(deps, { signedIn: true })).toEqual({
      type: 'startup',
      permission: 'default',
      registered: false,
    });
    expect(push.log).toEqual(['checkPermissions', 'explain']);
    expect(server.sent).toEqual([]);
  });

  it('skips the explanation when permission was already given', async () => {
    pushServer();
    const { deps, push } = setup('android', { permission: 'granted' });
    expect(await enableNativePush(deps, { signedIn: true })).toEqual({ type: 'registered' });
    expect(push.log).toEqual(['checkPermissions', 'register']);
  });

  it('answers refused when the person says no, or said no before', async () => {
    const server = pushServer();
    const asked = setup('ios', { answer: 'denied' });
    expect(await enableNativePush(asked.deps, { signedIn: true })).toEqual({ type: 'refused' });
    const before = setup('android', { permission: 'denied' });
    expect(await enableNativePush(before.deps, { signedIn: true })).toEqual({ type: 'refused' });
    expect(before.push.log).toEqual(['checkPermissions']);
    expect(server.sent).toEqual([]);
  });

  it('needs someone signed in, and asks nothing otherwise', async () => {
    const { deps, push } = setup('android');
    expect(await enableNativePush(deps, { signedIn: false })).toEqual({ type: 'no-session' });
    expect(push.log).toEqual([]);
  });

  it('tries the registration again after 1 s, 2 s and 3 s', async () => {
    vi.useFakeTimers();
    const server = pushServer();
    const { deps, push } = setup('android', {
      permission: 'granted',
      outcomes: [
        { error: 'no play services' },
        { error: 'again' },
        { error: 'again' },
        { token: 'late-token' },
      ],
    });
    const result = enableNativePush(deps, { signedIn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(push.registerCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(push.registerCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(push.registerCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(push.registerCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(push.registerCalls()).toBe(3);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(push.registerCalls()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(push.registerCalls()).toBe(4);
    expect(await result).toEqual({ type: 'registered' });
    expect(server.sent).toEqual([{ device_type: 'android', token: 'late-token' }]);
  });

  it('gives up after the three retries: registration error, nothing sent', async () => {
    vi.useFakeTimers();
    const server = pushServer();
    const { deps, push } = setup('ios', { permission: 'granted', outcomes: [{ error: 'no apns' }] });
    const result = enableNativePush(deps, { signedIn: true });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await result).toEqual({ type: 'failed', reason: 'registration' });
    expect(push.registerCalls()).toBe(4);
    expect(server.sent).toEqual([]);
  });

  it('counts an attempt with no answer at all as failed after its time-out', async () => {
    vi.useFakeTimers();
    pushServer();
    const { deps, push } = setup('android', { permission: 'granted' });
    push.plugin.register = async () => {};
    const result = enableNativePush(
      { ...deps, attemptTimeoutMs: 100, retryDelaysMs: [] },
      { signedIn: true },
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toEqual({ type: 'failed', reason: 'registration' });
  });

  it('answers failed server when the server refuses the token, and keeps nothing', async () => {
    pushServer(500);
    const { deps, prefs } = setup('android', { permission: 'granted' });
    expect(await enableNativePush(deps, { signedIn: true })).toEqual({ type: 'failed', reason: 'server' });
    expect(prefs.values.has(NATIVE_PUSH_TOKEN_KEY)).toBe(false);
  });
});

describe('native push at startup', () => {
  it('is granted with a kept registration, denied when the OS says so, idle otherwise', async () => {
    pushServer();
    const granted = setup('android', { permission: 'granted' });
    expect(await nativePushStartupEvent(granted.deps)).toEqual({
      type: 'startup',
      permission: 'granted',
      registered: false,
    });
    await enableNativePush(granted.deps, { signedIn: true });
    expect(await nativePushStartupEvent(granted.deps)).toMatchObject({
      permission: 'granted',
      registered: true,
    });
    expect(await nativePushStartupEvent(setup('ios', { permission: 'denied' }).deps)).toMatchObject({
      permission: 'denied',
    });
  });

  it('registers the token again once the kept one is older than 7 days', async () => {
    const server = pushServer();
    const { deps, prefs } = setup('android', { permission: 'granted' });
    const registeredAt = Date.parse('2026-01-01T00:00:00Z');
    await prefs.store.set({
      key: NATIVE_PUSH_TOKEN_KEY,
      value: JSON.stringify({
        id: 'old',
        token: 'fcm-token-1',
        registeredAt: new Date(registeredAt).toISOString(),
      }),
    });
    await resumeNativePush({ ...deps, now: () => registeredAt + 7 * DAY_MS - 1 });
    expect(server.sent).toEqual([]);
    await resumeNativePush({ ...deps, now: () => registeredAt + 7 * DAY_MS });
    expect(server.sent).toEqual([{ device_type: 'android', token: 'fcm-token-1' }]);
    expect(await readNativeToken(prefs.store)).toEqual({
      id: 'reg-1',
      token: 'fcm-token-1',
      registeredAt: new Date(registeredAt + 7 * DAY_MS).toISOString(),
    });
  });

  it('registers at once when the OS hands out another token, and never without a kept one', async () => {
    const server = pushServer();
    const fresh = setup('ios', { permission: 'granted', outcomes: [{ token: 'rotated' }] });
    await resumeNativePush(fresh.deps);
    expect(server.sent).toEqual([]);
    await fresh.prefs.store.set({
      key: NATIVE_PUSH_TOKEN_KEY,
      value: JSON.stringify({ id: 'old', token: 'before', registeredAt: new Date().toISOString() }),
    });
    await resumeNativePush(fresh.deps);
    expect(server.sent).toEqual([{ device_type: 'ios', token: 'rotated' }]);
  });
});

describe('disableNativePush', () => {
  it('removes the registration on the server, then forgets the token here', async () => {
    const server = pushServer();
    const { deps, push, prefs } = setup('android', { permission: 'granted' });
    await enableNativePush(deps, { signedIn: true });
    await disableNativePush(deps);
    expect(server.removed).toEqual(['reg-1']);
    expect(prefs.values.has(NATIVE_PUSH_TOKEN_KEY)).toBe(false);
    expect(push.log.at(-1)).toBe('unregister');
  });

  it('keeps everything when the server could not remove it', async () => {
    pushServer();
    const { deps, prefs } = setup('android', { permission: 'granted' });
    await enableNativePush(deps, { signedIn: true });
    stubFetch(() => problemResponse(500, { code: 'internal.error' }));
    await expect(disableNativePush(deps)).rejects.toThrow();
    expect(prefs.values.has(NATIVE_PUSH_TOKEN_KEY)).toBe(true);
  });
});
