import type { PwaBeacon, PwaDisplayMode, PwaPlatform } from '@eventos/domain';
import { isNative } from '../platform/is-native.ts';
import { isStandalone } from './display-mode.ts';
import { afterLoadAndIdle } from './register-pwa.ts';

/**
 * The anonymous pwa-stats beacon: how the app is run (browser tab, installed, native shell), on what
 * kind of device, and whether notifications are allowed. Nothing personal; at most once a day per
 * browser; never when the person asks not to be tracked.
 */

export const PWA_STATS_PATH = '/api/v1/pwa-stats';
/** The day (YYYY-MM-DD, UTC) the beacon last went out from this browser. */
export const PWA_BEACON_STORAGE_KEY = 'eventos.pwaBeacon.day';

type BeaconNavigator = Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  onLine?: boolean;
  standalone?: boolean;
  userAgentData?: { platform?: string; mobile?: boolean };
};

/** What the beacon reads from the browser (the page's window, or a double in tests). */
export interface BeaconTarget {
  navigator: BeaconNavigator;
  matchMedia: Window['matchMedia'];
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  fetch: typeof fetch;
  Notification?: { permission: NotificationPermission };
  doNotTrack?: string | null;
}

/** Do Not Track or Global Privacy Control: the beacon stays home. */
export function trackingRefused(target: Pick<BeaconTarget, 'navigator' | 'doNotTrack'>): boolean {
  const { navigator: nav } = target;
  return nav.doNotTrack === '1' || target.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** The kind of device, from the client hints when the browser gives them, else from the user agent. */
export function pwaPlatform(nav: BeaconNavigator): PwaPlatform {
  const hinted = nav.userAgentData?.platform?.toLowerCase();
  if (hinted) {
    if (hinted === 'android') return 'android';
    if (hinted === 'ios') return 'ios';
    if (['windows', 'macos', 'linux', 'chrome os', 'chromeos'].includes(hinted)) return 'desktop';
  }
  const ua = nav.userAgent ?? '';
  if (/Android/i.test(ua)) return 'android';
  // iPadOS says it is a Mac: touch points tell them apart.
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1)) return 'ios';
  if (/Windows|Macintosh|X11|Linux|CrOS/.test(ua)) return 'desktop';
  return 'other';
}

function pushAllowed(target: Pick<BeaconTarget, 'Notification'>): boolean {
  try {
    return target.Notification?.permission === 'granted';
  } catch {
    return false;
  }
}

/** The beacon's body (pwaBeaconSchema). */
export function pwaBeaconBody(target: BeaconTarget, native = isNative()): PwaBeacon {
  const standalone = isStandalone({
    matchMedia: target.matchMedia,
    navigator: target.navigator as Navigator,
  });
  const displayMode: PwaDisplayMode = native ? 'native' : standalone ? 'standalone' : 'browser';
  return {
    displayMode,
    platform: pwaPlatform(target.navigator),
    installed: native || standalone,
    pushOptIn: pushAllowed(target),
  };
}

/**
 * Sends the beacon unless it already went out today, tracking is refused, storage is unavailable
 * (once a day could not be kept) or the browser is offline. Never throws; true when sent.
 */
export async function sendPwaBeacon(
  target: BeaconTarget = window as unknown as BeaconTarget,
  now: Date = new Date(),
  native = isNative(),
): Promise<boolean> {
  try {
    if (trackingRefused(target) || target.navigator.onLine === false) return false;
    const today = now.toISOString().slice(0, 10);
    if (target.localStorage.getItem(PWA_BEACON_STORAGE_KEY) === today) return false;
    // Kept before sending: a failed or repeated page load never sends twice the same day.
    target.localStorage.setItem(PWA_BEACON_STORAGE_KEY, today);
    await target.fetch(PWA_STATS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pwaBeaconBody(target, native)),
      credentials: 'omit',
      keepalive: true,
    });
    return true;
  } catch {
    return false;
  }
}

let started = false;

/** Sends the day's beacon once per page, after load and when idle (the lead's lazy start calls this). */
export function startPwaBeacon(): void {
  if (started || import.meta.env.DEV) return;
  started = true;
  afterLoadAndIdle(() => {
    void sendPwaBeacon();
  });
}
