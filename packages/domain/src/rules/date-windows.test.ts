import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  dayRangeWindow,
  lastDayOfMonth,
  monthWindow,
  parseIsoDay,
  quickDateWindow,
  startOfDayInZone,
  weekday,
} from './date-windows.ts';

const SP = 'America/Sao_Paulo';

describe('dayInZone and startOfDayInZone', () => {
  it('reads the day of an instant in the zone, not in UTC', () => {
    // 01:30 UTC on the 15th is still 22:30 of the 14th in São Paulo (UTC−3).
    expect(dayInZone(new Date('2026-03-15T01:30:00Z'), SP)).toEqual({ year: 2026, month: 3, day: 14 });
    expect(dayInZone(new Date('2026-03-15T01:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 3, day: 15 });
    expect(dayInZone(new Date('2026-03-14T16:00:00Z'), 'Asia/Shanghai')).toEqual({
      year: 2026,
      month: 3,
      day: 15,
    });
  });

  it('finds local midnight as an instant', () => {
    expect(startOfDayInZone({ year: 2026, month: 3, day: 14 }, SP).toISOString()).toBe(
      '2026-03-14T03:00:00.000Z',
    );
    expect(startOfDayInZone({ year: 2026, month: 3, day: 14 }, 'Asia/Shanghai').toISOString()).toBe(
      '2026-03-13T16:00:00.000Z',
    );
  });

  it('follows daylight saving time on both sides of a change', () => {
    // New York moves to UTC−4 on 2026-03-08 at 02:00.
    expect(startOfDayInZone({ year: 2026, month: 3, day: 8 }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfDayInZone({ year: 2026, month: 3, day: 9 }, 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('takes the first hour of a day whose midnight is skipped', () => {
    // Brazil's old summer time started at midnight: 2018-11-04 00:00 did not exist in São Paulo.
    expect(startOfDayInZone({ year: 2018, month: 11, day: 4 }, SP).toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('knows the last day of each month, leap years included', () => {
    expect(lastDayOfMonth(2028, 2)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(lastDayOfMonth(2026, 2)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(lastDayOfMonth(2026, 12)).toEqual({ year: 2026, month: 12, day: 31 });
    expect(lastDayOfMonth(2026, 4)).toEqual({ year: 2026, month: 4, day: 30 });
  });

  it('gives the weekday with Sunday as 0', () => {
    expect(weekday({ year: 2026, month: 3, day: 14 })).toBe(6);
    expect(weekday({ year: 2026, month: 3, day: 15 })).toBe(0);
  });

  it('parses only real days', () => {
    expect(parseIsoDay('2026-03-14')).toEqual({ year: 2026, month: 3, day: 14 });
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('14/03/2026')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
  });
});

describe('quickDateWindow', () => {
  // Wednesday 2026-03-11, 23:30 in São Paulo (02:30 UTC on the 12th).
  const wednesdayNight = new Date('2026-03-12T02:30:00Z');

  it('today is the local day, midnight to midnight', () => {
    expect(quickDateWindow('today', wednesdayNight, SP)).toEqual({
      from: '2026-03-11T03:00:00.000Z',
      to: '2026-03-12T03:00:00.000Z',
    });
    // The same instant is already Thursday in UTC.
    expect(quickDateWindow('today', wednesdayNight, 'UTC')).toEqual({
      from: '2026-03-12T00:00:00.000Z',
      to: '2026-03-13T00:00:00.000Z',
    });
  });

  it('this weekend is the coming Saturday and Sunday', () => {
    expect(quickDateWindow('weekend', wednesdayNight, SP)).toEqual({
      from: '2026-03-14T03:00:00.000Z',
      to: '2026-03-16T03:00:00.000Z',
    });
  });

  it('on Saturday the weekend starts today, on Sunday it is only today', () => {
    const saturday = new Date('2026-03-14T15:00:00Z');
    expect(quickDateWindow('weekend', saturday, SP)).toEqual({
      from: '2026-03-14T03:00:00.000Z',
      to: '2026-03-16T03:00:00.000Z',
    });
    const sunday = new Date('2026-03-15T15:00:00Z');
    expect(quickDateWindow('weekend', sunday, SP)).toEqual({
      from: '2026-03-15T03:00:00.000Z',
      to: '2026-03-16T03:00:00.000Z',
    });
  });

  it('this month runs from today to the first of next month', () => {
    expect(quickDateWindow('month', wednesdayNight, SP)).toEqual({
      from: '2026-03-11T03:00:00.000Z',
      to: '2026-04-01T03:00:00.000Z',
    });
    const newYearsEve = new Date('2026-12-31T12:00:00Z');
    expect(quickDateWindow('month', newYearsEve, SP)).toEqual({
      from: '2026-12-31T03:00:00.000Z',
      to: '2027-01-01T03:00:00.000Z',
    });
  });
});

describe('monthWindow', () => {
  it('covers the whole month in the zone', () => {
    expect(monthWindow(2026, 2, SP)).toEqual({
      from: '2026-02-01T03:00:00.000Z',
      to: '2026-03-01T03:00:00.000Z',
    });
    expect(monthWindow(2026, 12, 'UTC')).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    });
  });
});

describe('dayRangeWindow', () => {
  it('includes both days', () => {
    expect(dayRangeWindow('2026-03-14', '2026-03-20', SP)).toEqual({
      from: '2026-03-14T03:00:00.000Z',
      to: '2026-03-21T03:00:00.000Z',
    });
    expect(dayRangeWindow('2026-03-14', '2026-03-14', SP)).toEqual({
      from: '2026-03-14T03:00:00.000Z',
      to: '2026-03-15T03:00:00.000Z',
    });
  });

  it('leaves an end open when it is missing', () => {
    expect(dayRangeWindow('2026-03-14', '', SP)).toEqual({ from: '2026-03-14T03:00:00.000Z' });
    expect(dayRangeWindow('', '2026-03-20', SP)).toEqual({ to: '2026-03-21T03:00:00.000Z' });
  });

  it('is null when the end comes first or nothing is a date', () => {
    expect(dayRangeWindow('2026-03-20', '2026-03-14', SP)).toBeNull();
    expect(dayRangeWindow('', '', SP)).toBeNull();
    expect(dayRangeWindow('ontem', 'amanhã', SP)).toBeNull();
  });
});
