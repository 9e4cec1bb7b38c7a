/** How the app is running: installed (standalone window) or in a browser tab, and on which browser. */

type Win = Pick<Window, 'matchMedia' | 'navigator'>;

/** Opened from the home screen or as an installed app window (iOS says so through navigator.standalone). */
export function isStandalone(target: Win = window): boolean {
  const iosStandalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  let displayStandalone = false;
  try {
    displayStandalone =
      target.matchMedia('(display-mode: standalone)').matches ||
      target.matchMedia('(display-mode: fullscreen)').matches ||
      target.matchMedia('(display-mode: minimal-ui)').matches;
  } catch {
    // No matchMedia: a browser tab.
  }
  return iosStandalone || displayStandalone;
}

/**
 * iPhone or iPad Safari, which installs only through Share → Add to Home Screen (no
 * beforeinstallprompt). iPadOS says it is a Mac: touch points tell them apart.
 */
export function isIosSafari(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}
