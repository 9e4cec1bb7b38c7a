import type { StatsPoint } from '@eventos/domain';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementWidth } from '../lib/use-element-width.ts';
import { chartColors, chartMargin } from './chart-theme.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import { countAxisProps, dayAxisProps } from './time-axes.ts';
import { useChartLocale } from './use-chart-locale.ts';

interface ViewsChartProps {
  days: StatsPoint[];
  height: number;
  label: string;
}

/** Views of each day as a line. A picture only: the card gives its text. */
export function ViewsChart({ days, height, label }: ViewsChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const { dir, formatDay, formatLongDay, formatNumber } = useChartLocale();
  const rtl = dir === 'rtl';
  const series = [{ key: 'views' as const, label, color: chartColors.views }];
  return (
    <div ref={ref} dir="ltr" className="w-full" data-testid="views-chart">
      <LineChart width={width} height={height} data={days} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={chartColors.grid} strokeDasharray="3 3" />
        <XAxis {...dayAxisProps(formatDay, rtl)} />
        <YAxis {...countAxisProps(formatNumber, rtl, height)} />
        <Tooltip
          isAnimationActive={false}
          cursor={{ stroke: chartColors.grid }}
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
        <Line
          type="monotone"
          dataKey="views"
          stroke={chartColors.views}
          strokeWidth={2}
          dot={days.length <= 14}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
