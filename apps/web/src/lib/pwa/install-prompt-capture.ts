/**
 * Keeps the browser's install prompt (Chromium's beforeinstallprompt) from the page's start, before
 * the lazily loaded install card is there, and hears `appinstalled`. Started by main.tsx; it imports
 * nothing, so the first load carries only these few lines.
 */

/** The event Chromium fires when the app may be installed; prompt() may be called once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  /** The kept prompt, until used or the app is installed. */
  prompt: BeforeInstallPromptEvent | null;
  /** The app was installed while this page was open. */
  installed: boolean;
}

let state: InstallPromptState = { prompt: null, installed: false };
const listeners = new Set<() => void>();

function setState(next: InstallPromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function installPromptState(): InstallPromptState {
  return state;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prompt was shown (it cannot be shown twice). */
export function forgetInstallPrompt(): void {
  setState({ ...state, prompt: null });
}

/** Listens for the prompt (kept, the browser's own banner held back) and for the app being installed. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    setState({ ...state, prompt: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => setState({ prompt: null, installed: true });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}
