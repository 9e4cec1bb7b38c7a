import type { StatsPoint } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { dayFormatter } from '../lib/format-day.ts';

interface DaysTableProps {
  caption: string;
  /** The days to list (those with something to tell). */
  days: StatsPoint[];
  columns: { key: 'views' | 'rsvps' | 'seated'; label: string }[];
}

/** A chart's values as a table for screen readers: one row per day, in the page's language. */
export function DaysTable({ caption, days, columns }: DaysTableProps) {
  const { t, i18n } = useTranslation('organizerStats');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatDay = dayFormatter(language, { day: 'numeric', month: 'long', year: 'numeric' });
  const number = new Intl.NumberFormat(language);
  if (days.length === 0) return null;
  return (
    // The wrapper hides it: a table ignores the width and overflow that would keep it from
    // widening the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.day')}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDay(d.day)}</th>
              {columns.map((c) => (
                <td key={c.key}>{number.format(d[c.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
