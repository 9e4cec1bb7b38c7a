import { describe, expect, it } from 'vitest';
import { capacityOf, rsvpDeadlineOf } from './validate-event-form.ts';

describe('capacityOf', () => {
  it('reads digits, thousands grouped by dots or spaces, and blank as no limit', () => {
    expect(capacityOf('')).toBeNull();
    expect(capacityOf('  ')).toBeNull();
    expect(capacityOf('40')).toBe(40);
    expect(capacityOf(' 1.500 ')).toBe(1500);
    expect(capacityOf('100 000')).toBe(100000);
  });

  it('turns anything else into NaN for the schema to refuse', () => {
    for (const typed of ['12,5', '12.5', '1.50', 'quarenta', '-3', '4e2'])
      expect(capacityOf(typed), typed).toBeNaN();
  });
});

describe('rsvpDeadlineOf', () => {
  it('reads the picker in Brasília time', () => {
    expect(rsvpDeadlineOf('2027-05-01T12:00')).toBe('2027-05-01T15:00:00.000Z');
  });

  it('is null when the day is empty, even with an hour left in the picker', () => {
    expect(rsvpDeadlineOf('')).toBeNull();
    expect(rsvpDeadlineOf('T19:00')).toBeNull();
  });

  it('keeps a day without its time as typed, so the schema says it is invalid', () => {
    expect(rsvpDeadlineOf('2027-05-01T')).toBe('2027-05-01T');
  });
});
