/**
 * Classes that turn a primary button destructive (red). The button primitive has no destructive
 * variant and joins classes without merging them, so these win with Tailwind's important flag.
 */
export const DANGER_BUTTON =
  'bg-destructive! text-on-destructive! hover:bg-destructive/90! active:bg-destructive/80!';
