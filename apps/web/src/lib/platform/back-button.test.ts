import { describe, expect, it, vi } from 'vitest';
import { type BackButtonApp, followBackButton } from './back-button.ts';

/** @capacitor/app at the plugin boundary: keeps the listener so the test can press the button. */
function fakeApp() {
  let press: ((event: { canGoBack: boolean }) => void) | undefined;
  const app = {
    addListener: vi.fn(async (_event: 'backButton', listener: (event: { canGoBack: boolean }) => void) => {
      press = listener;
      return { remove: async () => {} };
    }),
    exitApp: vi.fn(async () => {}),
  } satisfies BackButtonApp;
  return { app, press: (canGoBack: boolean) => press?.({ canGoBack }) };
}

describe('Android back button (spec §4 Native)', () => {
  it('goes back in history when it can', async () => {
    const { app, press } = fakeApp();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await followBackButton(app);
    press(true);
    expect(back).toHaveBeenCalledTimes(1);
    expect(app.exitApp).not.toHaveBeenCalled();
  });

  it('leaves the app when there is nowhere to go back to', async () => {
    const { app, press } = fakeApp();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await followBackButton(app);
    press(false);
    expect(app.exitApp).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });
});
