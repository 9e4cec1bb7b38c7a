import { useEffect, useState, useSyncExternalStore } from 'react';
import { isNative } from '../../../lib/platform/is-native.ts';
import { isIosSafari, isStandalone } from '../../../lib/pwa/display-mode.ts';
import {
  forgetInstallPrompt,
  installPromptState,
  subscribeInstallPrompt,
  watchInstallPrompt,
} from '../../../lib/pwa/install-prompt-state.ts';
import {
  markInstalled,
  mayOfferInstall,
  recordVisit,
  snoozeInstallPrompt,
} from '../../../lib/pwa/install-visits.ts';

export type InstallOffer =
  /** Chromium kept a prompt: "Instalar" opens it. */
  | 'prompt'
  /** iOS Safari: the card tells how to add the app from the Share menu. */
  | 'ios-hint';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether to offer installing the app now, and the card's two answers (install-visits.ts holds the
 * rules). Each page load counts as a visit, once a day.
 */
export function useInstallOffer(): { offer: InstallOffer | null; install: () => void; later: () => void } {
  const [storage] = useState(localStorageOrNull);
  const [visits] = useState(() => (storage ? recordVisit(storage) : 0));
  const [hidden, setHidden] = useState(false);
  const state = useSyncExternalStore(subscribeInstallPrompt, installPromptState, installPromptState);
  // The prompt kept since the page's start, and any later one.
  useEffect(() => watchInstallPrompt(), []);

  useEffect(() => {
    if (state.installed && storage) markInstalled(storage);
  }, [state.installed, storage]);

  const allowed =
    storage !== null &&
    !hidden &&
    !state.installed &&
    mayOfferInstall(storage, { visits, standalone: isStandalone(), native: isNative() });
  const offer: InstallOffer | null = !allowed
    ? null
    : state.prompt
      ? 'prompt'
      : isIosSafari()
        ? 'ios-hint'
        : null;

  const install = () => {
    const prompt = state.prompt;
    if (!prompt || !storage) return;
    forgetInstallPrompt();
    setHidden(true);
    void prompt
      .prompt()
      .then(() => prompt.userChoice)
      .then(({ outcome }) => (outcome === 'accepted' ? markInstalled(storage) : snoozeInstallPrompt(storage)))
      .catch(() => {});
  };
  const later = () => {
    if (storage) snoozeInstallPrompt(storage);
    setHidden(true);
  };
  return { offer, install, later };
}
