import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColors, chartMargin } from '../../organizer-stats/charts/chart-theme.ts';
import { countAxisProps, dayAxisProps } from '../../organizer-stats/charts/time-axes.ts';
import { useChartLocale } from '../../organizer-stats/charts/use-chart-locale.ts';
import { useElementWidth } from '../../organizer-stats/lib/use-element-width.ts';

export interface TrendDay {
  day: string;
  value: number;
}

interface GroupTrendChartProps {
  days: TrendDay[];
  height: number;
  label: string;
  color: string;
}

/** The day under the pointer and its count, in the page's language and direction. */
function TrendTooltip({
  active,
  payload,
  label,
  color,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  label: string;
  color: string;
}) {
  const { dir, formatLongDay, formatNumber } = useChartLocale();
  const point = payload?.[0]?.payload as TrendDay | undefined;
  if (!active || !point) return null;
  return (
    <div
      dir={dir}
      className="rounded-xl border border-outline-variant bg-popover px-3 py-2 text-popover-foreground text-sm shadow-md"
    >
      <p className="font-medium">{formatLongDay(point.day)}</p>
      <p className="mt-1 flex items-center gap-2">
        <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
        <span>{label}</span>
        <span className="ms-auto ps-3 font-semibold tabular-nums">{formatNumber(point.value)}</span>
      </p>
    </div>
  );
}

/**
 * A count at the end of each day as a filled line (members, followers), drawn with the organiser's
 * numbers' axes and colours. A picture only: its card gives the text.
 */
export function GroupTrendChart({ days, height, label, color }: GroupTrendChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const { dir, formatDay, formatNumber } = useChartLocale();
  const rtl = dir === 'rtl';
  return (
    <div ref={ref} dir="ltr" className="w-full">
      <AreaChart width={width} height={height} data={days} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={chartColors.grid} strokeDasharray="3 3" />
        <XAxis {...dayAxisProps(formatDay, rtl)} />
        <YAxis {...countAxisProps(formatNumber, rtl)} />
        <Tooltip
          isAnimationActive={false}
          cursor={{ stroke: chartColors.grid }}
          content={(props) => <TrendTooltip {...props} label={label} color={color} />}
        />
        <Area
          type="monotone"
          dataKey="value"
          stroke={color}
          fill={color}
          fillOpacity={0.15}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </AreaChart>
    </div>
  );
}
