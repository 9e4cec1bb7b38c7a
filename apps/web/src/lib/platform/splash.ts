import { SPLASH_FADE_MS, SPLASH_HIDE_DELAY_MS } from '@eventos/domain';

export interface SplashPlugin {
  hide(options: { fadeOutDuration: number }): Promise<void>;
}

/**
 * Spec §4 Startup on native: the splash screen (kept up by launchAutoHide false) hides with a
 * 300 ms fade about 800 ms after the page has loaded.
 */
export function hideSplashAfterLoad(splash: SplashPlugin, win: Window = window): void {
  const hide = () => {
    win.setTimeout(() => {
      void splash.hide({ fadeOutDuration: SPLASH_FADE_MS }).catch(() => undefined);
    }, SPLASH_HIDE_DELAY_MS);
  };
  if (win.document.readyState === 'complete') hide();
  else win.addEventListener('load', hide, { once: true });
}
