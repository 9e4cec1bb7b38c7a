import { describe, expect, it } from 'vitest';
import { disableWebPush, enableWebPush } from './enable-web-push.ts';
import { FAKE_SUBSCRIPTION, fakeBrowser, recordingApi } from './push-fakes.ts';
import { PUSH_REGISTRATION_KEY } from './push-registration-store.ts';
import { pushStartupEvent, resumeWebPush } from './resume-web-push.ts';

describe('enableWebPush', () => {
  it('asks a visitor to sign in before anything else', async () => {
    const browser = fakeBrowser();
    expect(await enableWebPush(recordingApi().api, { signedIn: false, env: browser.env })).toEqual({
      type: 'no-session',
    });
    expect(browser.permissionAsked).toBe(0);
  });

  it.each(['Notification', 'serviceWorker', 'PushManager'] as const)(
    'is unsupported without %s',
    async (without) => {
      const browser = fakeBrowser({ without });
      expect(await enableWebPush(recordingApi().api, { signedIn: true, env: browser.env })).toEqual({
        type: 'failed',
        reason: 'unsupported',
      });
    },
  );

  it.each(['denied', 'default'] as const)(
    'is refused when permission ends %s, without a service worker',
    async (answer) => {
      const browser = fakeBrowser({ answer });
      expect(await enableWebPush(recordingApi().api, { signedIn: true, env: browser.env })).toEqual({
        type: 'refused',
      });
      expect(browser.registered).toEqual([]);
    },
  );

  it('times out when the service worker does not activate', async () => {
    const browser = fakeBrowser({ workerHangs: true });
    const event = await enableWebPush(recordingApi().api, {
      signedIn: true,
      env: browser.env,
      serviceWorkerTimeoutMs: 20,
    });
    expect(event).toEqual({ type: 'failed', reason: 'timeout' });
  });

  it('times out when the subscription does not come', async () => {
    const browser = fakeBrowser({ subscribe: 'hang' });
    const { api, calls } = recordingApi();
    const event = await enableWebPush(api, { signedIn: true, env: browser.env, subscribeTimeoutMs: 20 });
    expect(event).toEqual({ type: 'failed', reason: 'timeout' });
    expect(calls.registered).toEqual([]);
  });

  it('fails as a registration error when the push service refuses to subscribe', async () => {
    const browser = fakeBrowser({
      subscribe: new DOMException('Registration failed - push service error', 'AbortError'),
    });
    expect(await enableWebPush(recordingApi().api, { signedIn: true, env: browser.env })).toEqual({
      type: 'failed',
      reason: 'registration',
    });
  });

  it('fails as a server error when the server refuses the token, keeping nothing', async () => {
    const browser = fakeBrowser();
    expect(await enableWebPush(recordingApi('register').api, { signedIn: true, env: browser.env })).toEqual({
      type: 'failed',
      reason: 'server',
    });
    expect(browser.storage.has(PUSH_REGISTRATION_KEY)).toBe(false);
  });

  it('registers the subscription with the server key and keeps the registration id', async () => {
    const browser = fakeBrowser();
    const { api, calls } = recordingApi();
    expect(await enableWebPush(api, { signedIn: true, env: browser.env })).toEqual({ type: 'registered' });
    expect(browser.registered).toEqual(['/sw.js']);
    const [options] = browser.subscribeOptions;
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(calls.registered).toEqual([{ device_type: 'web', token: JSON.stringify(FAKE_SUBSCRIPTION) }]);
    expect(JSON.parse(browser.storage.get(PUSH_REGISTRATION_KEY) ?? '{}')).toMatchObject({ id: 'reg-1' });
    expect(pushStartupEvent(browser.env)).toEqual({
      type: 'startup',
      permission: 'granted',
      registered: true,
    });
  });
});

describe('disableWebPush', () => {
  it('removes the registration on the server, then the subscription and what was kept', async () => {
    const browser = fakeBrowser();
    const { api, calls } = recordingApi();
    await enableWebPush(api, { signedIn: true, env: browser.env });
    await disableWebPush(api, browser.env);
    expect(calls.removed).toEqual(['reg-1']);
    expect(browser.unsubscribed).toBe(1);
    expect(browser.storage.has(PUSH_REGISTRATION_KEY)).toBe(false);
    expect(pushStartupEvent(browser.env)).toEqual({
      type: 'startup',
      permission: 'granted',
      registered: false,
    });
  });

  it('changes nothing here when the server could not remove it', async () => {
    const browser = fakeBrowser();
    await enableWebPush(recordingApi().api, { signedIn: true, env: browser.env });
    await expect(disableWebPush(recordingApi('remove').api, browser.env)).rejects.toThrow();
    expect(browser.unsubscribed).toBe(0);
    expect(browser.storage.has(PUSH_REGISTRATION_KEY)).toBe(true);
  });
});

describe('resumeWebPush', () => {
  it('registers again once the registration is older than 7 days, and not before', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const { api, calls } = recordingApi();
    await enableWebPush(api, { signedIn: true, env: browser.env });
    const registeredAt = Date.parse(
      JSON.parse(browser.storage.get(PUSH_REGISTRATION_KEY) ?? '{}').registeredAt,
    );
    await resumeWebPush(api, browser.env, registeredAt + 6 * 86_400_000);
    expect(calls.registered).toHaveLength(1);
    await resumeWebPush(api, browser.env, registeredAt + 8 * 86_400_000);
    expect(calls.registered).toHaveLength(2);
    expect(browser.registered.length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing where push was never enabled', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const { api, calls } = recordingApi();
    await resumeWebPush(api, browser.env);
    expect(browser.registered).toEqual([]);
    expect(calls.registered).toEqual([]);
    expect(pushStartupEvent(browser.env)).toEqual({
      type: 'startup',
      permission: 'granted',
      registered: false,
    });
  });
});
