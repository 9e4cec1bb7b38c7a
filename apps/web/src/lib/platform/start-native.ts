import { App } from '@capacitor/app';
import { Keyboard } from '@capacitor/keyboard';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar } from '@capacitor/status-bar';
import i18next from 'i18next';
import { nativePush } from '../push/native-push-runtime.ts';
import { followAppLinks } from './app-links.ts';
import { followBackButton } from './back-button.ts';
import { followKeyboard } from './keyboard.ts';
import { applyUiMode, platformName } from './platform.ts';
import { hideSplashAfterLoad } from './splash.ts';
import { followStatusBarTheme } from './status-bar.ts';

/**
 * What runs only inside the Android and iOS shells (main.tsx imports this lazily when isNative()):
 * the UI mode on <html>, the status bar following the theme, the splash hidden after load, the
 * keyboard and back button, links handed to the app, and native push. Each step stands alone: one
 * failing plugin does not keep the others from starting.
 */
function step(name: string, run: () => unknown): void {
  try {
    const result = run();
    if (result instanceof Promise) result.catch((error: unknown) => console.error(`native ${name}`, error));
  } catch (error) {
    console.error(`native ${name}`, error);
  }
}

step('ui mode', () => applyUiMode());
step('texts', () => i18next.loadNamespaces('native'));
step('status bar', () => followStatusBarTheme(StatusBar));
step('splash', () => hideSplashAfterLoad(SplashScreen));
step('keyboard', () => followKeyboard(Keyboard));
step('back button', () => (platformName() === 'android' ? followBackButton(App) : undefined));
step('links', () => followAppLinks(App));
step('push', () => nativePush.start());
