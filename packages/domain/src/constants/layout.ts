/** Layout constants of spec §2 and §9. */

/** Below this width (px) the app is in mobile layout (top bar and bottom navigation). */
export const MOBILE_BREAKPOINT_PX = 600;
/** From this width (px) the app is in desktop layout, with the sidebar expanded by default. */
export const DESKTOP_BREAKPOINT_PX = 1200;
/** Content columns: one below 600 px, two below 900 px, three from 900 px. */
export const TWO_COLUMNS_FROM_PX = 600;
export const THREE_COLUMNS_FROM_PX = 900;
/** The top bar hides once the page has scrolled down beyond this many pixels. */
export const SCROLL_HIDE_THRESHOLD_PX = 32;
/** The unread badge shows the count up to this number, then `9+`. */
export const UNREAD_BADGE_MAX = 9;
/** Height of the bottom navigation (without the iOS safe area). */
export const BOTTOM_NAV_HEIGHT = '4.5rem';
/** Minimum size of anything a finger must hit. */
export const TOUCH_TARGET_MIN_PX = 44;
