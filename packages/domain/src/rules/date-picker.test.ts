import { describe, expect, it } from 'vitest';
import {
  applyQuickTime,
  datetimeValueToIso,
  isoToDatetimeValue,
  joinDatetime,
  normalizePickerValue,
  QUICK_TIMES,
  setTimePart,
  splitDatetime,
  stepTimePart,
  wrapHour,
  wrapMinute,
} from './date-picker.ts';

describe('date picker (spec §5)', () => {
  it('wraps hours round 0-23 and minutes round 0-59', () => {
    expect([wrapHour(24), wrapHour(-1), wrapHour(23), wrapHour(49)]).toEqual([0, 23, 23, 1]);
    expect([wrapMinute(60), wrapMinute(-1), wrapMinute(59), wrapMinute(125)]).toEqual([0, 59, 59, 5]);
  });

  it('steps the hour or the minute of a time, coming round without touching the other part', () => {
    expect(stepTimePart('23:15', 'hour', 1)).toBe('00:15');
    expect(stepTimePart('00:15', 'hour', -1)).toBe('23:15');
    expect(stepTimePart('10:59', 'minute', 1)).toBe('10:00');
    expect(stepTimePart('10:00', 'minute', -1)).toBe('10:59');
    expect(stepTimePart('', 'minute', -1)).toBe('00:59');
    expect(setTimePart('08:30', 'hour', 24)).toBe('00:30');
    expect(setTimePart('08:30', 'minute', 75)).toBe('08:15');
  });

  it('offers 09:00, 12:00, 18:00 and now', () => {
    expect(QUICK_TIMES).toEqual(['09:00', '12:00', '18:00', 'now']);
  });

  it('applies quick times: the chosen day stays, today when none was chosen, now is now', () => {
    const now = new Date(2026, 4, 20, 14, 7);
    expect(applyQuickTime('2026-06-01T10:00', 'datetime', '18:00', now)).toBe('2026-06-01T18:00');
    expect(applyQuickTime('', 'datetime', '09:00', now)).toBe('2026-05-20T09:00');
    expect(applyQuickTime('2026-06-01T10:00', 'datetime', 'now', now)).toBe('2026-05-20T14:07');
    expect(applyQuickTime('', 'time', '12:00', now)).toBe('12:00');
    expect(applyQuickTime('', 'time', 'now', now)).toBe('14:07');
    expect(applyQuickTime('', 'date', 'now', now)).toBe('2026-05-20');
  });

  it('turns invalid date strings into empty ones, in every mode', () => {
    expect(normalizePickerValue('2026-02-30', 'date')).toBe('');
    expect(normalizePickerValue('amanhã', 'date')).toBe('');
    expect(normalizePickerValue('2026-02-28', 'date')).toBe('2026-02-28');
    expect(normalizePickerValue('2028-02-29', 'date')).toBe('2028-02-29');
    expect(normalizePickerValue('24:00', 'time')).toBe('');
    expect(normalizePickerValue('12:60', 'time')).toBe('');
    expect(normalizePickerValue('9:05', 'time')).toBe('09:05');
    expect(normalizePickerValue('2026-13-01T10:00', 'datetime')).toBe('T10:00');
    expect(normalizePickerValue('not a date', 'datetime')).toBe('');
    expect(normalizePickerValue('2026-05-01T10:00', 'datetime')).toBe('2026-05-01T10:00');
  });

  it('keeps a half-filled datetime so neither side is lost', () => {
    expect(joinDatetime('2026-05-01', '')).toBe('2026-05-01T');
    expect(joinDatetime('', '18:00')).toBe('T18:00');
    expect(joinDatetime('', '')).toBe('');
    expect(splitDatetime('2026-05-01T')).toEqual({ date: '2026-05-01', time: '' });
    expect(splitDatetime('T18:00')).toEqual({ date: '', time: '18:00' });
  });

  it('turns a complete local datetime into an ISO instant and back', () => {
    const iso = datetimeValueToIso('2026-05-01T18:30');
    expect(iso).toBe(new Date(2026, 4, 1, 18, 30).toISOString());
    expect(isoToDatetimeValue(iso)).toBe('2026-05-01T18:30');
    expect(datetimeValueToIso('2026-05-01T')).toBe('');
    expect(datetimeValueToIso('T18:30')).toBe('');
    expect(isoToDatetimeValue('ontem')).toBe('');
    expect(isoToDatetimeValue(null)).toBe('');
  });

  it('reads and writes the wall clock of a given time zone, whatever the device is set to', () => {
    expect(datetimeValueToIso('2026-05-01T18:30', 'America/Sao_Paulo')).toBe('2026-05-01T21:30:00.000Z');
    expect(datetimeValueToIso('2026-05-01T18:30', 'Asia/Tokyo')).toBe('2026-05-01T09:30:00.000Z');
    expect(isoToDatetimeValue('2026-05-01T02:00:00.000Z', 'America/Sao_Paulo')).toBe('2026-04-30T23:00');
    const now = new Date('2026-05-20T01:07:00.000Z');
    expect(applyQuickTime('', 'datetime', 'now', now, 'America/Sao_Paulo')).toBe('2026-05-19T22:07');
    expect(applyQuickTime('', 'datetime', '09:00', now, 'America/Sao_Paulo')).toBe('2026-05-19T09:00');
    // New York springs forward at 02:00 on 8 March 2026: 03:30 is already daylight time.
    expect(datetimeValueToIso('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(datetimeValueToIso('2026-03-07T12:00', 'America/New_York')).toBe('2026-03-07T17:00:00.000Z');
  });
});
