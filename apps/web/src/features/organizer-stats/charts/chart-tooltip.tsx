import type { StatsPoint } from '@eventos/domain';

export interface ChartSeries {
  key: 'views' | 'rsvps' | 'seated';
  label: string;
  color: string;
}

interface ChartTooltipProps {
  active?: boolean;
  /** What the chart library hands a tooltip: the entries under the pointer, each with its day. */
  payload?: readonly { payload?: unknown }[];
  series: ChartSeries[];
  formatDay: (day: string) => string;
  formatNumber: (value: number) => string;
  dir: 'ltr' | 'rtl';
}

/** The day under the pointer and its values, in the page's language and direction. */
export function ChartTooltip({ active, payload, series, formatDay, formatNumber, dir }: ChartTooltipProps) {
  const point = payload?.[0]?.payload as StatsPoint | undefined;
  if (!active || !point) return null;
  return (
    <div
      dir={dir}
      className="rounded-xl border border-outline-variant bg-popover px-3 py-2 text-popover-foreground text-sm shadow-md"
    >
      <p className="font-medium">{formatDay(point.day)}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: s.color }} />
            <span>{s.label}</span>
            <span className="ms-auto ps-3 font-semibold tabular-nums">{formatNumber(point[s.key])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
