import { describe, expect, it } from 'vitest';
import { isIosSafari, isStandalone } from './display-mode.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function win(displayMode: string, standalone?: boolean) {
  return {
    matchMedia: (query: string) =>
      ({ matches: query === `(display-mode: ${displayMode})` }) as MediaQueryList,
    navigator: { standalone } as unknown as Navigator,
  };
}

describe('isStandalone', () => {
  it('is true in an installed window or from the iOS home screen', () => {
    expect(isStandalone(win('standalone'))).toBe(true);
    expect(isStandalone(win('browser', true))).toBe(true);
    expect(isStandalone(win('browser'))).toBe(false);
  });
});

describe('isIosSafari', () => {
  it('tells iOS Safari (iPad too) from other browsers', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });
});
