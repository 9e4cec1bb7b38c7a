/** Pull-to-refresh constants of spec §9. */

/** Pull distance (px, after resistance) that counts as a full pull. */
export const PULL_THRESHOLD_PX = 80;

/** The indicator never moves further than this (px). */
export const PULL_MAX_PX = 120;

/** Share of the threshold a pull must reach to refresh on release (the ring becomes a check). */
export const PULL_ACTIVATION_RATIO = 0.6;

/** The page counts as scrolled to the top within this many px. */
export const PULL_TOP_TOLERANCE_PX = 5;

/** A downward drag must exceed this many px before a pull starts. */
export const PULL_START_DISTANCE_PX = 10;

/** Finger-to-indicator ratio up to the threshold, and beyond it. */
export const PULL_RESISTANCE = 0.8;
export const PULL_RESISTANCE_BEYOND_THRESHOLD = 0.3;

/** The default refresh waits this long, refreshes the data, then waits the second delay. */
export const PULL_REFRESH_DELAY_MS = 400;
export const PULL_REFRESH_SETTLE_MS = 300;

/** The refresh of the /test-pull-refresh page takes this long. */
export const PULL_TEST_REFRESH_DELAY_MS = 800;

/** The refreshing state ends this long after the refresh finishes. */
export const PULL_REFRESH_END_DELAY_MS = 500;
