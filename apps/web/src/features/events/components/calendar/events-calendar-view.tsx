import { dayInZone, formatIsoDay, monthWindow } from '@eventos/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useEventsInWindow } from '../../api/use-events-in-window.ts';
import type { EventFilters } from '../../lib/event-filters.ts';
import { filtersQuery } from '../../lib/event-list-query.ts';
import {
  buildMonthGrid,
  eventsByDay,
  formatMonthParam,
  parseMonthParam,
  shiftMonth,
  type YearMonth,
} from '../../lib/month-grid.ts';
import { userTimeZone } from '../../lib/user-time-zone.ts';
import { firstDayOfWeek } from '../../lib/week-start.ts';
import { EventsError } from '../events-error.tsx';
import { DayEvents } from './day-events.tsx';
import { MonthGrid } from './month-grid.tsx';

/** The calendar view of /events (its own chunk): a month of the filtered events; ?month=2026-03. */
export default function EventsCalendarView({ filters }: { filters: EventFilters }) {
  const { t, i18n } = useTranslation('events');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const timeZone = useMemo(userTimeZone, []);
  const today = dayInZone(new Date(), timeZone);
  const { year, month: monthNumber } = parseMonthParam(params.get('month')) ?? today;
  const month: YearMonth = { year, month: monthNumber };
  const monthKey = formatMonthParam(month);
  const [selection, setSelection] = useState<{ month: string; day: string } | null>(null);
  const selected = selection?.month === monthKey ? selection.day : null;

  const window = monthWindow(year, monthNumber, timeZone);
  const result = useEventsInWindow({ ...filtersQuery(filters), from: window.from, to: window.to });
  const items = result.data?.items;
  const weeks = useMemo(
    () => buildMonthGrid({ year, month: monthNumber }, firstDayOfWeek(language)),
    [year, monthNumber, language],
  );
  const byDay = useMemo(
    () => eventsByDay(items ?? [], { year, month: monthNumber }, timeZone),
    [items, year, monthNumber, timeZone],
  );
  const title = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
  const go = (by: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('month', formatMonthParam(shiftMonth(month, by)));
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <section aria-labelledby="events-calendar-title" className="flex flex-col gap-4">
      <header className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon" aria-label={t('calendar.previous')} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        </Button>
        <h2
          id="events-calendar-title"
          aria-live="polite"
          className="flex items-center gap-2 font-semibold text-on-background text-xl first-letter:uppercase"
        >
          {title}
          {result.isFetching ? <Spinner size="sm" /> : null}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('calendar.next')} onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
        </Button>
      </header>
      {result.isError && !result.data ? (
        <EventsError
          error={result.error}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      ) : (
        <MonthGrid
          weeks={weeks}
          byDay={byDay}
          selected={selected}
          today={formatIsoDay(today)}
          onSelect={(day) => setSelection({ month: monthKey, day })}
        />
      )}
      {result.data?.truncated ? (
        <p className="text-on-surface-variant text-sm">{t('calendar.truncated')}</p>
      ) : null}
      {selected ? <DayEvents dayKey={selected} events={byDay.get(selected) ?? []} /> : null}
    </section>
  );
}
