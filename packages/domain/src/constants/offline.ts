/**
 * Installable app, offline store and native shells (spec §1, §3 Offline store, §4 Startup and Native,
 * §7 background syncs, §9). Numbers are the spec's where it gives them.
 */

/** Spec §3/§9: the IndexedDB database of the offline store and its schema version. */
export const OFFLINE_DB_NAME = 'EventosOfflineDB';
export const OFFLINE_DB_VERSION = 2;
/** Its three stores (spec §3): profile keyed by id, saved events keyed by id, sync queue auto-increment. */
export const OFFLINE_STORES = {
  profile: 'id',
  savedEvents: 'id',
  syncQueue: '++id',
} as const;

/** Spec §7: Background Sync tag for queued writes, periodic sync tag for saved events. */
export const SYNC_OFFLINE_ACTIONS_TAG = 'sync-offline-actions';
export const PERIODIC_SYNC_TAG = 'sync-eventos-periodic';
/** Spec §9: periodic sync minimum interval, in minutes. */
export const PERIODIC_SYNC_MIN_INTERVAL_MINUTES = 360;

/** The header a queued write carries; a replay with the same key returns the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored one, replayed for a repeated key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Keys are 8–64 characters of [A-Za-z0-9_-] (the client sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** How long the server keeps a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** A key claimed by a request that never finished is taken over after this long. */
export const IDEMPOTENCY_PENDING_STALE_MS = 60_000;
/** A request arriving while the same key is still being answered waits at most this long for it. */
export const IDEMPOTENCY_WAIT_MS = 5_000;

/** The writes that can be queued offline (ARCHITECTURE: they carry an Idempotency-Key). */
export const OFFLINE_ACTION_KINDS = [
  'rsvp',
  'cancel',
  'interest-on',
  'interest-off',
  'check-in',
  'comment',
] as const;
export type OfflineActionKind = (typeof OFFLINE_ACTION_KINDS)[number];
/** A queued action's state: waiting to be sent, or refused by the server (shown to the person). */
export const SYNC_QUEUE_STATES = ['pending', 'failed'] as const;
export type SyncQueueState = (typeof SYNC_QUEUE_STATES)[number];
/** A queued action is given up (marked failed with 'network.unreachable') after this many tries. */
export const SYNC_MAX_ATTEMPTS = 20;

/** Spec §4/§9 Startup on native: the splash hides with a 300 ms fade about 800 ms after load. */
export const SPLASH_FADE_MS = 300;
export const SPLASH_HIDE_DELAY_MS = 800;
/** Spec §4 Native: after the keyboard opens, the focused input scrolls to the centre after 100 ms. */
export const KEYBOARD_SCROLL_DELAY_MS = 100;
/* Native push retries, token refresh and the worker's activation time-out: constants/notifications.ts. */
/** Spec §9: native UI mode. */
export type NativeUiMode = 'ios' | 'md';

/** The install prompt is offered from the second visit on, and not again for 30 days once dismissed. */
export const INSTALL_PROMPT_MIN_VISITS = 2;
export const INSTALL_PROMPT_SNOOZE_DAYS = 30;

/** spec §1 launcher shortcuts and the manifest's shortcuts. */
export const LAUNCHER_SHORTCUTS = [
  { id: 'create-event', path: '/events/create' },
  { id: 'my-events', path: '/participating' },
] as const;

/** The custom protocol of the manifest's protocol_handlers (spec §2 /protocol/{rest}/*). */
export const APP_PROTOCOL = 'web+eventos';

/** The pwa-stats beacon: at most once a day per browser, anonymous. */
export const PWA_DISPLAY_MODES = ['browser', 'standalone', 'native'] as const;
export type PwaDisplayMode = (typeof PWA_DISPLAY_MODES)[number];
export const PWA_PLATFORMS = ['android', 'ios', 'desktop', 'other'] as const;
export type PwaPlatform = (typeof PWA_PLATFORMS)[number];
