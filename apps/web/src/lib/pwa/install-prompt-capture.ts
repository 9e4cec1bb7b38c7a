/**
 * Keeps Chromium's install prompt from the page's start, before the lazily loaded install card is
 * there (install-prompt-state.ts takes it from here). Started by main.tsx: the first load carries
 * only these lines.
 */
let kept: Event | null = null;

/** Holds back the browser's own install banner and keeps its prompt. Returns the way to stop. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    kept = event;
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  return () => target.removeEventListener('beforeinstallprompt', onPrompt);
}

/** The prompt kept before the install card loaded, once (it cannot be shown twice). */
export function takeKeptInstallPrompt(): Event | null {
  const event = kept;
  kept = null;
  return event;
}
