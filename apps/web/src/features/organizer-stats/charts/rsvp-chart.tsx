import type { StatsPoint } from '@eventos/domain';
import { Area, Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementWidth } from '../lib/use-element-width.ts';
import { chartColors, chartMargin } from './chart-theme.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import { countAxisProps, dayAxisProps } from './time-axes.ts';
import { useChartLocale } from './use-chart-locale.ts';

interface RsvpChartProps {
  days: StatsPoint[];
  height: number;
  labels: { rsvps: string; seated: string };
}

/**
 * RSVPs over time: the people holding a seat as an area (a running total by the day they
 * answered), the new RSVPs of each day as bars. A picture only: the card gives its text.
 */
export function RsvpChart({ days, height, labels }: RsvpChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const { dir, formatDay, formatLongDay, formatNumber } = useChartLocale();
  const rtl = dir === 'rtl';
  const series = [
    { key: 'seated' as const, label: labels.seated, color: chartColors.seated },
    { key: 'rsvps' as const, label: labels.rsvps, color: chartColors.rsvps },
  ];
  return (
    <div ref={ref} dir="ltr" className="w-full" data-testid="rsvp-chart">
      <ComposedChart
        width={width}
        height={height}
        data={days}
        margin={chartMargin}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={chartColors.grid} strokeDasharray="3 3" />
        <XAxis {...dayAxisProps(formatDay, rtl)} />
        <YAxis {...countAxisProps(formatNumber, rtl, height)} />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: chartColors.cursor, fillOpacity: 0.6 }}
          content={(props) => (
            <ChartTooltip
              {...props}
              series={series}
              formatDay={formatLongDay}
              formatNumber={formatNumber}
              dir={dir}
            />
          )}
        />
        <Area
          type="monotone"
          dataKey="seated"
          stroke={chartColors.seated}
          strokeWidth={2}
          fill={chartColors.seated}
          fillOpacity={0.14}
          isAnimationActive={false}
        />
        <Bar
          dataKey="rsvps"
          fill={chartColors.rsvps}
          radius={[3, 3, 0, 0]}
          maxBarSize={12}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
