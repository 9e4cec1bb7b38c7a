import type { PushControls } from './push-controls.ts';

/** Push on this browser as the notification pages see it, or null where web push is not offered. */
export function usePush(): { push: PushControls; supported: boolean } | null {
  return null;
}
