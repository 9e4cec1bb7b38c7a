import type { EventListItem } from '@eventos/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import type { MonthCell } from '../../lib/month-grid.ts';

interface MonthGridProps {
  weeks: MonthCell[][];
  byDay: Map<string, EventListItem[]>;
  selected: string | null;
  today: string;
  onSelect: (key: string) => void;
}

const utcDate = (cell: MonthCell) => new Date(Date.UTC(cell.day.year, cell.day.month - 1, cell.day.day));

/** The month as weeks of day buttons (the order follows the page direction); each names its events. */
export function MonthGrid({ weeks, byDay, selected, today, onSelect }: MonthGridProps) {
  const { t, i18n } = useTranslation('events');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { weekdayName, dayName } = useMemo(
    () => ({
      weekdayName: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      dayName: new Intl.DateTimeFormat(language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
    }),
    [language],
  );
  const firstWeek = weeks[0] ?? [];

  return (
    <div className="overflow-hidden rounded-2xl border border-outline-variant bg-surface">
      <div
        aria-hidden="true"
        data-testid="calendar-weekdays"
        className="grid grid-cols-7 border-outline-variant border-b bg-surface-variant/50"
      >
        {firstWeek.map((cell) => (
          <span key={cell.key} className="py-2 text-center font-medium text-on-surface-variant text-xs">
            {weekdayName.format(utcDate(cell))}
          </span>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {weeks.flat().map((cell) => {
          const events = byDay.get(cell.key) ?? [];
          if (!cell.inMonth) {
            return (
              <li
                key={cell.key}
                aria-hidden="true"
                className="min-h-14 p-1 text-on-surface-variant/40 text-sm tablet:min-h-24"
              >
                {cell.day.day}
              </li>
            );
          }
          const date = dayName.format(utcDate(cell));
          return (
            <li key={cell.key} className="min-h-14 border-outline-variant/60 border-t tablet:min-h-24">
              <button
                type="button"
                aria-pressed={selected === cell.key}
                aria-current={today === cell.key ? 'date' : undefined}
                onClick={() => onSelect(cell.key)}
                className={cn(
                  'flex size-full min-h-14 cursor-pointer flex-col items-start gap-1 p-1 text-start transition-colors hover:bg-primary/8 tablet:min-h-24 tablet:p-2',
                  selected === cell.key && 'bg-primary-container text-on-primary-container',
                )}
              >
                {/* The name read out is the whole date and how many events it has; what shows is a preview. */}
                <span className="sr-only">
                  {events.length > 0 ? t('calendar.dayWithEvents', { date, count: events.length }) : date}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-7 place-items-center rounded-full text-sm',
                    today === cell.key && 'bg-primary font-semibold text-on-primary',
                  )}
                >
                  {cell.day.day}
                </span>
                {events.length > 0 ? (
                  <span aria-hidden="true" className="contents">
                    <span className="flex gap-0.5 tablet:hidden">
                      {events.slice(0, 3).map((event) => (
                        <span key={event.id} className="size-1.5 rounded-full bg-primary" />
                      ))}
                    </span>
                    <span className="hidden w-full flex-col gap-0.5 tablet:flex">
                      {events.slice(0, 2).map((event) => (
                        <span
                          key={event.id}
                          className="truncate rounded bg-primary/10 px-1 text-on-surface text-xs leading-5"
                        >
                          {event.name}
                        </span>
                      ))}
                      {events.length > 2 ? (
                        <span className="text-on-surface-variant text-xs">
                          {t('calendar.more', { count: events.length - 2 })}
                        </span>
                      ) : null}
                    </span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
