import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNative } from './is-native.ts';
import { applyUiMode, platformName, uiMode } from './platform.ts';

/** What the native runtime injects before the page's scripts (window.Capacitor). */
function shell(platform: 'ios' | 'android' | 'web') {
  vi.stubGlobal('Capacitor', { getPlatform: () => platform, isNativePlatform: () => platform !== 'web' });
}

afterEach(() => {
  delete document.documentElement.dataset.uiMode;
});

describe('platform', () => {
  it('is web in a browser, where there is no Capacitor', () => {
    expect(platformName()).toBe('web');
    expect(isNative()).toBe(false);
    expect(uiMode()).toBe('md');
  });

  it.each([
    ['ios', 'ios'],
    ['android', 'md'],
  ] as const)('inside the %s shell the UI mode is %s (spec §9)', (platform, mode) => {
    shell(platform);
    expect(platformName()).toBe(platform);
    expect(isNative()).toBe(true);
    expect(uiMode()).toBe(mode);
    applyUiMode();
    expect(document.documentElement.dataset.uiMode).toBe(mode);
    expect(document.documentElement.getAttribute('data-ui-mode')).toBe(mode);
  });

  it('answers web when the runtime names another platform or throws', () => {
    shell('web');
    expect(platformName()).toBe('web');
    vi.stubGlobal('Capacitor', {
      getPlatform: () => {
        throw new Error('bridge gone');
      },
    });
    expect(platformName()).toBe('web');
  });
});
