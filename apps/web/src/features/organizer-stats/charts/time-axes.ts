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
  };
}

export function countAxisProps(formatNumber: (value: number) => string, rtl: boolean) {
  return {
    orientation: rtl ? ('right' as const) : ('left' as const),
    allowDecimals: false,
    tickFormatter: formatNumber,
    tick: axisTick,
    tickLine: false,
    axisLine: false,
    width: 36,
  };
}
