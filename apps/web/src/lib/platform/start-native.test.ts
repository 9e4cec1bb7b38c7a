import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The plugin boundary only: each Capacitor plugin records what the start asked of it.
const calls = vi.hoisted(() => [] as string[]);
const plugin = (name: string) =>
  new Proxy(
    {},
    {
      get:
        (_target, method: string) =>
        async (...args: unknown[]) => {
          calls.push(`${name}.${method}${typeof args[0] === 'string' ? `:${args[0]}` : ''}`);
          if (method === 'addListener') return { remove: async () => {} };
          if (method === 'checkPermissions') return { receive: 'prompt' };
          if (method === 'get') return { value: null };
          return undefined;
        },
    },
  );
vi.mock('@capacitor/app', () => ({ App: plugin('App') }));
vi.mock('@capacitor/keyboard', () => ({ Keyboard: plugin('Keyboard') }));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: plugin('SplashScreen') }));
vi.mock('@capacitor/status-bar', () => ({
  StatusBar: plugin('StatusBar'),
  Style: { Dark: 'DARK', Light: 'LIGHT' },
}));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: plugin('PushNotifications') }));
vi.mock('@capacitor/preferences', () => ({ Preferences: plugin('Preferences') }));

function shell(platform: 'ios' | 'android') {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => platform });
}

beforeEach(() => {
  calls.length = 0;
  vi.resetModules();
});

afterEach(() => {
  delete document.documentElement.dataset.uiMode;
});

describe('start-native', () => {
  it('on Android: Material mode, status bar, keyboard, back button, links and push taps', async () => {
    shell('android');
    await import('./start-native.ts');
    await vi.waitFor(() =>
      expect(calls).toContain('PushNotifications.addListener:pushNotificationActionPerformed'),
    );
    expect(document.documentElement.dataset.uiMode).toBe('md');
    expect(calls).toEqual(
      expect.arrayContaining([
        'StatusBar.setStyle',
        'Keyboard.addListener:keyboardDidShow',
        'App.addListener:backButton',
        'App.addListener:appUrlOpen',
        'App.getLaunchUrl',
      ]),
    );
  });

  it('on iOS: iOS mode and no back button', async () => {
    shell('ios');
    await import('./start-native.ts');
    await vi.waitFor(() => expect(calls).toContain('App.addListener:appUrlOpen'));
    expect(document.documentElement.dataset.uiMode).toBe('ios');
    expect(calls).not.toContain('App.addListener:backButton');
  });
});
