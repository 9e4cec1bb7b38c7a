/**
 * The bottom navigation's bar: fixed to the bottom, 4.5rem high plus the iOS safe area. The bar and
 * the placeholder shown while its code loads share it, so nothing moves when the tabs arrive.
 */
export const BOTTOM_NAV_FRAME =
  'fixed inset-x-0 bottom-0 z-40 h-[calc(4.5rem+env(safe-area-inset-bottom))] border-outline-variant/60 border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md';
