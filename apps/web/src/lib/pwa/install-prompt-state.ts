import { takeKeptInstallPrompt } from './install-prompt-capture.ts';

/**
 * The install prompt as the install card sees it (loaded with the card): the prompt kept since the
 * page's start (install-prompt-capture.ts), later ones, and whether the app was installed.
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

/**
 * Takes the prompt kept since the page's start, then follows later prompts and the app being
 * installed. Called once when the install card loads; returns the way to stop.
 */
export function watchInstallPrompt(target: Window = window): () => void {
  const early = takeKeptInstallPrompt();
  if (early) setState({ ...state, prompt: early as BeforeInstallPromptEvent });
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
