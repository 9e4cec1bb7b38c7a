/** The two calls of @capacitor/app the back button needs (a double can stand in for it in tests). */
export interface BackButtonApp {
  addListener(
    event: 'backButton',
    listener: (event: { canGoBack: boolean }) => void,
  ): Promise<{ remove: () => Promise<void> }>;
  exitApp(): Promise<void>;
}

/** Spec §4 Native: the Android back button goes back in history when it can, else leaves the app. */
export function followBackButton(
  app: BackButtonApp,
  win: Window = window,
): Promise<{ remove: () => Promise<void> }> {
  return app.addListener('backButton', ({ canGoBack }) => {
    if (canGoBack) win.history.back();
    else void app.exitApp();
  });
}
