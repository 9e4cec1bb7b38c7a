/** Toast constants of spec §9. */

/** At most this many toasts are visible at once. */
export const TOAST_LIMIT = 1;

/** A toast closes itself after this long unless given another duration. */
export const TOAST_DEFAULT_DURATION_MS = 3000;

/** A dismissed toast is removed from the store this long after dismissal (its exit animation). */
export const TOAST_REMOVE_DELAY_MS = 4000;
