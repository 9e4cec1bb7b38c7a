import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { buildMonthGrid, eventsByDay, formatMonthParam, parseMonthParam, shiftMonth } from './month-grid.ts';

const keys = (weeks: ReturnType<typeof buildMonthGrid>) => weeks.map((week) => week.map((cell) => cell.key));

describe('buildMonthGrid', () => {
  it('pads March 2026 to whole weeks starting on Sunday', () => {
    const weeks = buildMonthGrid({ year: 2026, month: 3 }, 0);
    // 1 March 2026 is a Sunday; 31 March a Tuesday.
    expect(weeks).toHaveLength(5);
    expect(keys(weeks)[0]?.[0]).toBe('2026-03-01');
    expect(keys(weeks)[4]).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(31);
  });

  it('starts weeks on Monday or Saturday when the language does', () => {
    const monday = buildMonthGrid({ year: 2026, month: 3 }, 1);
    expect(keys(monday)[0]?.[0]).toBe('2026-02-23');
    expect(monday.at(-1)?.at(-1)?.key).toBe('2026-04-05');
    const saturday = buildMonthGrid({ year: 2026, month: 3 }, 6);
    expect(keys(saturday)[0]?.[0]).toBe('2026-02-28');
    for (const week of [...monday, ...saturday]) expect(week).toHaveLength(7);
  });

  it('fits February of a common year that starts on the first weekday in four weeks', () => {
    // 1 February 2026 is a Sunday.
    expect(buildMonthGrid({ year: 2026, month: 2 }, 0)).toHaveLength(4);
  });
});

describe('month parameter', () => {
  it('reads and writes ?month=2026-03 and moves across years', () => {
    expect(parseMonthParam('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthParam('2026-13')).toBeNull();
    expect(parseMonthParam(null)).toBeNull();
    expect(formatMonthParam({ year: 2026, month: 3 })).toBe('2026-03');
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('eventsByDay', () => {
  it('puts an event on its local day in the zone', () => {
    // 01:00 UTC on the 15th is the evening of the 14th in São Paulo.
    const late = makeEvent({ name: 'Tarde', startDatetime: '2026-03-15T01:00:00.000Z' });
    const byDay = eventsByDay([late], { year: 2026, month: 3 }, 'America/Sao_Paulo');
    expect([...byDay.keys()]).toEqual(['2026-03-14']);
    expect([...eventsByDay([late], { year: 2026, month: 3 }, 'UTC').keys()]).toEqual(['2026-03-15']);
  });

  it('shows a multi-day event on each of its days inside the month', () => {
    const festival = makeEvent({
      startDatetime: '2026-02-27T15:00:00.000Z',
      endDatetime: '2026-03-02T03:00:00.000Z',
    });
    const byDay = eventsByDay([festival], { year: 2026, month: 3 }, 'America/Sao_Paulo');
    // Ends at midnight of the 2nd (local): the 1st is its last day.
    expect([...byDay.keys()]).toEqual(['2026-03-01']);
    const long = makeEvent({
      startDatetime: '2026-03-30T12:00:00.000Z',
      endDatetime: '2026-04-03T12:00:00.000Z',
    });
    expect([...eventsByDay([long], { year: 2026, month: 3 }, 'UTC').keys()]).toEqual([
      '2026-03-30',
      '2026-03-31',
    ]);
  });
});
