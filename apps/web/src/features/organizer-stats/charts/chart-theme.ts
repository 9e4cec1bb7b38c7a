/**
 * The charts' looks from the theme's CSS variables (spec §3 tokens), so a custom theme and dark
 * mode colour them too. SVG presentation attributes accept var().
 */
export const chartColors = {
  seated: 'var(--primary)',
  rsvps: 'var(--tertiary)',
  views: 'var(--primary)',
  grid: 'var(--outline-variant)',
  axis: 'var(--on-surface-variant)',
  cursor: 'var(--surface-variant)',
} as const;

export const axisTick = { fill: chartColors.axis, fontSize: 12 } as const;

/** Room at the chart's edges, so the first and last day's labels are never cut off. */
export const chartMargin = { top: 8, right: 12, bottom: 0, left: 12 } as const;
