import { axisTick } from './chart-theme.ts';

/**
 * Props of the day axis and the count axis, shared by the charts over time. In a right-to-left
 * language time runs from right to left and the counts sit on the right.
 */
export function dayAxisProps(formatDay: (day: string) => string, rtl: boolean) {
  return {
    dataKey: 'day',
    tickFormatter: formatDay,
    reversed: rtl,
    tick: axisTick,
    tickLine: false,
    axisLine: false,
    minTickGap: 28,
    interval: 'preserveStartEnd' as const,
    // Half a bar of room at each end, so the first and last day's bars are whole.
    padding: { left: 8, right: 8 },
  };
}

/** Fewer count labels on a short chart, so they never crowd each other out. */
export function countAxisProps(formatNumber: (value: number) => string, rtl: boolean, height = 180) {
  return {
    tickCount: height < 160 ? 3 : 5,
    orientation: rtl ? ('right' as const) : ('left' as const),
    allowDecimals: false,
    tickFormatter: formatNumber,
    tick: axisTick,
    tickLine: false,
    axisLine: false,
    width: 36,
  };
}
