import { useId } from 'react';

export interface ChartPoint {
  /** Unique within the series (the week's or day's date). */
  key: string;
  /** What the bar stands for, already formatted (a week, a day). */
  label: string;
  value: number;
}

interface MiniBarChartProps {
  /** What the series is ('Novas pessoas por semana'): the chart's name and its table's caption. */
  title: string;
  points: readonly ChartPoint[];
  /** Formats a value in the reader's language. */
  format: (n: number) => string;
  /** The summary screen readers hear for the picture (the total, the latest value…). */
  summary: string;
}

const WIDTH = 240;
const HEIGHT = 64;
const GAP = 3;

/**
 * A small bar chart drawn as SVG (no chart library): the picture has role="img" and a summary, and
 * the numbers themselves follow in a table that only screen readers read. Oldest bar first.
 */
export function MiniBarChart({ title, points, format, summary }: MiniBarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const barWidth = points.length > 0 ? (WIDTH - GAP * (points.length - 1)) / points.length : WIDTH;
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption id={titleId} className="text-on-surface-variant text-xs">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${summary}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full text-primary rtl:-scale-x-100"
      >
        {points.map((point, index) => {
          const height = point.value > 0 ? Math.max(2, (point.value / max) * HEIGHT) : 1;
          return (
            <rect
              key={point.key}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              className={point.value > 0 ? 'fill-current' : 'fill-outline-variant'}
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby={titleId}>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.label}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
