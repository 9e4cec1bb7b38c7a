/**
 * The app's Tailwind theme beyond colours (src/index.css: the breakpoints and the font; the rest
 * are Tailwind's defaults the app's components use). Class names are written out in full so
 * Tailwind generates them.
 */
export const TYPE_SCALE = [
  { className: 'text-xs', value: '0.75rem / 1rem' },
  { className: 'text-sm', value: '0.875rem / 1.25rem' },
  { className: 'text-base', value: '1rem / 1.5rem' },
  { className: 'text-lg', value: '1.125rem / 1.75rem' },
  { className: 'text-xl', value: '1.25rem / 1.75rem' },
  { className: 'text-2xl', value: '1.5rem / 2rem' },
  { className: 'text-3xl', value: '1.875rem / 2.25rem' },
] as const;

export const RADII = [
  { className: 'rounded-md', value: '0.375rem' },
  { className: 'rounded-lg', value: '0.5rem' },
  { className: 'rounded-xl', value: '0.75rem' },
  { className: 'rounded-2xl', value: '1rem' },
  { className: 'rounded-full', value: '9999px' },
] as const;

/** Spacing steps (Tailwind: one step is 0.25rem). */
export const SPACING = [1, 2, 3, 4, 6, 8, 12] as const;

export const SHADOWS = [
  { className: 'shadow-sm', name: 'shadow-sm' },
  { className: 'shadow-md', name: 'shadow-md' },
  { className: 'shadow-lg', name: 'shadow-lg' },
  { className: 'shadow-xl', name: 'shadow-xl' },
] as const;

/** Spec §2/§9 layout breakpoints. */
export const BREAKPOINTS = [
  { name: 'tablet', value: '37.5rem (600 px)' },
  { name: 'wide', value: '56.25rem (900 px)' },
  { name: 'desktop', value: '75rem (1200 px)' },
] as const;

export const FONT_SANS = 'Inter, ui-sans-serif, system-ui, … Noto Sans Arabic, Noto Sans SC, sans-serif';
