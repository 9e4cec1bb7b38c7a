import { pwaBeaconSchema } from '@eventos/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  type BeaconTarget,
  PWA_BEACON_STORAGE_KEY,
  PWA_STATS_PATH,
  pwaBeaconBody,
  pwaPlatform,
  sendPwaBeacon,
} from './pwa-beacon.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

interface Options {
  userAgent?: string;
  maxTouchPoints?: number;
  userAgentData?: { platform?: string };
  media?: string[];
  standalone?: boolean;
  doNotTrack?: string | null;
  windowDoNotTrack?: string;
  globalPrivacyControl?: boolean;
  onLine?: boolean;
  permission?: NotificationPermission;
  storage?: Map<string, string> | 'blocked';
  fetch?: () => Promise<Response>;
}

/** A browser as the beacon sees it: what it reports, its storage and its network (a double at the boundary). */
function browser(options: Options = {}) {
  const storage = options.storage ?? new Map<string, string>();
  const fetch = vi.fn(options.fetch ?? (async () => new Response(null, { status: 204 })));
  const target: BeaconTarget = {
    navigator: {
      userAgent: options.userAgent ?? ANDROID_CHROME,
      maxTouchPoints: options.maxTouchPoints ?? 0,
      ...(options.userAgentData ? { userAgentData: options.userAgentData } : {}),
      ...(options.standalone !== undefined ? { standalone: options.standalone } : {}),
      doNotTrack: options.doNotTrack ?? null,
      ...(options.globalPrivacyControl !== undefined
        ? { globalPrivacyControl: options.globalPrivacyControl }
        : {}),
      onLine: options.onLine ?? true,
    },
    matchMedia: ((query: string) => ({
      matches: (options.media ?? []).includes(query),
    })) as Window['matchMedia'],
    localStorage: {
      getItem: (key) => {
        if (storage === 'blocked') throw new DOMException('blocked', 'SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key, value) => {
        if (storage === 'blocked') throw new DOMException('blocked', 'SecurityError');
        storage.set(key, value);
      },
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...(options.permission ? { Notification: { permission: options.permission } } : {}),
    ...(options.windowDoNotTrack ? { doNotTrack: options.windowDoNotTrack } : {}),
  };
  return { target, fetch, storage };
}

const NOON = new Date('2026-11-26T12:00:00Z');

describe('pwaPlatform', () => {
  it.each([
    [{ userAgent: ANDROID_CHROME }, 'android'],
    [{ userAgent: IPHONE_SAFARI }, 'ios'],
    [{ userAgent: MAC_SAFARI, maxTouchPoints: 5 }, 'ios'],
    [{ userAgent: MAC_SAFARI }, 'desktop'],
    [{ userAgent: WINDOWS_FIREFOX }, 'desktop'],
    [{ userAgent: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)' }, 'desktop'],
    [{ userAgent: 'SmartTV/1.0' }, 'other'],
    [{ userAgent: '' }, 'other'],
    [{ userAgent: WINDOWS_FIREFOX, userAgentData: { platform: 'Android' } }, 'android'],
    [{ userAgent: ANDROID_CHROME, userAgentData: { platform: 'Windows' } }, 'desktop'],
    [{ userAgent: ANDROID_CHROME, userAgentData: { platform: '' } }, 'android'],
  ] as const)('%j → %s', (options, platform) => {
    expect(pwaPlatform(browser(options).target.navigator)).toBe(platform);
  });
});

describe('pwaBeaconBody', () => {
  it('is a browser tab by default, without push', () => {
    expect(pwaBeaconBody(browser().target, false)).toEqual({
      displayMode: 'browser',
      platform: 'android',
      installed: false,
      pushOptIn: false,
    });
  });

  it('is installed when opened standalone, or from the iOS home screen', () => {
    const standalone = pwaBeaconBody(browser({ media: ['(display-mode: standalone)'] }).target, false);
    expect(standalone).toMatchObject({ displayMode: 'standalone', installed: true });
    const ios = pwaBeaconBody(browser({ userAgent: IPHONE_SAFARI, standalone: true }).target, false);
    expect(ios).toMatchObject({ displayMode: 'standalone', platform: 'ios', installed: true });
  });

  it('is native inside the shells, and counts push only when granted', () => {
    const body = pwaBeaconBody(browser({ permission: 'granted' }).target, true);
    expect(body).toEqual({ displayMode: 'native', platform: 'android', installed: true, pushOptIn: true });
    expect(pwaBeaconBody(browser({ permission: 'denied' }).target, false).pushOptIn).toBe(false);
    expect(pwaBeaconBody(browser({ permission: 'default' }).target, false).pushOptIn).toBe(false);
  });

  it('always matches the schema the server checks', () => {
    for (const options of [
      {},
      { media: ['(display-mode: standalone)'] },
      { userAgent: 'x', permission: 'granted' as const },
    ])
      for (const native of [true, false])
        expect(pwaBeaconSchema.safeParse(pwaBeaconBody(browser(options).target, native)).success).toBe(true);
  });
});

describe('sendPwaBeacon', () => {
  it('posts the anonymous body once a day, without cookies, surviving the page', async () => {
    const { target, fetch, storage } = browser({ permission: 'granted' });
    expect(await sendPwaBeacon(target, NOON, false)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(PWA_STATS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init.body))).toEqual({
      displayMode: 'browser',
      platform: 'android',
      installed: false,
      pushOptIn: true,
    });
    expect(storage instanceof Map && storage.get(PWA_BEACON_STORAGE_KEY)).toBe('2026-11-26');

    // Later the same day: nothing; the next day: once more.
    expect(await sendPwaBeacon(target, new Date('2026-11-26T23:59:00Z'), false)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await sendPwaBeacon(target, new Date('2026-11-27T00:01:00Z'), false)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['the old Do Not Track on window', { windowDoNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['no connection', { onLine: false }],
    ['blocked storage', { storage: 'blocked' as const }],
  ])('sends nothing with %s', async (_reason, options) => {
    const { target, fetch } = browser(options);
    expect(await sendPwaBeacon(target, NOON, false)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends with Do Not Track unset or off', async () => {
    const { target, fetch } = browser({ doNotTrack: '0', globalPrivacyControl: false });
    expect(await sendPwaBeacon(target, NOON, false)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('swallows a network failure and does not retry it the same day', async () => {
    const { target, fetch } = browser({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await sendPwaBeacon(target, NOON, false)).toBe(false);
    expect(await sendPwaBeacon(target, NOON, false)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
