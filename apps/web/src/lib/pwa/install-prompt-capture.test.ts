import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

/** Fresh modules: the kept prompt and the card's state live in module state. */
async function load() {
  vi.resetModules();
  const capture = await import('./install-prompt-capture.ts');
  const state = await import('./install-prompt-state.ts');
  return { capture, state };
}

const prompt = () => new Event('beforeinstallprompt', { cancelable: true });

describe('install prompt kept from the start', () => {
  it('holds back the browser banner and hands the early prompt to the card once', async () => {
    const { capture, state } = await load();
    const stopCapture = capture.captureInstallPrompt(window);
    const early = prompt();
    window.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const stopWatch = state.watchInstallPrompt(window);
    expect(state.installPromptState().prompt).toBe(early);
    expect(capture.takeKeptInstallPrompt()).toBeNull();
    stopWatch();
    stopCapture();
  });

  it('follows a later prompt and forgets it once the app is installed', async () => {
    const { capture, state } = await load();
    const stopCapture = capture.captureInstallPrompt(window);
    const stopWatch = state.watchInstallPrompt(window);
    expect(state.installPromptState().prompt).toBeNull();
    const later = prompt();
    window.dispatchEvent(later);
    expect(state.installPromptState().prompt).toBe(later);
    window.dispatchEvent(new Event('appinstalled'));
    expect(state.installPromptState()).toEqual({ prompt: null, installed: true });
    stopWatch();
    stopCapture();
  });
});
