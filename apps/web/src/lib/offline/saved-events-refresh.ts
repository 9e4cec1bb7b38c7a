import { browserSaysOffline } from './browser-offline.ts';

/**
 * The page's side of the saved events: a refresh now and then, loaded on demand so the offline
 * store (and Dexie) never enters the first load. The service worker refreshes on its own.
 */

/** At start or after sign-in, the saved events are refreshed when older than this. */
export const SAVED_EVENTS_STALE_MS = 30 * 60_000;
/** After /participating loads, they are refreshed when older than this. */
export const SAVED_EVENTS_STALE_ON_LIST_MS = 5 * 60_000;

const refreshedKey = (userId: string) => `eventos.savedEvents.refreshedAt.${userId}`;

function readStamp(userId: string): number {
  try {
    return Number(globalThis.localStorage?.getItem(refreshedKey(userId))) || 0;
  } catch {
    return 0;
  }
}

function writeStamp(userId: string, at: number): void {
  try {
    globalThis.localStorage?.setItem(refreshedKey(userId), String(at));
  } catch {
    // Without storage the next start refreshes again, which is harmless.
  }
}

let running: Promise<void> | null = null;

/**
 * Refreshes the person's saved events when online and the last refresh is older than `staleMs`;
 * one at a time, failures kept quiet (the saved copy stays as it was).
 */
export function refreshSavedEventsSoon(userId: string, staleMs = SAVED_EVENTS_STALE_MS): Promise<void> {
  if (browserSaysOffline()) return Promise.resolve();
  if (running) return running;
  if (Date.now() - readStamp(userId) < staleMs) return Promise.resolve();
  running = import('./saved-events.ts')
    .then(({ refreshSavedEvents }) =>
      refreshSavedEvents({ fetch: (input, init) => globalThis.fetch(input, init), userId }),
    )
    .then(() => writeStamp(userId, Date.now()))
    .catch(() => {})
    .finally(() => {
      running = null;
    });
  return running;
}

/** Saves one event for the person now (after an RSVP, when a ticket opens); quiet on failure. */
export function saveEventSoon(eventId: string, userId: string): Promise<boolean> {
  if (browserSaysOffline()) return Promise.resolve(false);
  return import('./saved-events.ts')
    .then(({ saveEventNow }) => saveEventNow(eventId, userId))
    .then((row) => row !== null)
    .catch(() => false);
}
