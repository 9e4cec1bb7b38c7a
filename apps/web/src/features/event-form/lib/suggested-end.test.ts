import { describe, expect, it } from 'vitest';
import { suggestedEnd } from './suggested-end.ts';

describe('suggestedEnd', () => {
  it('starts two hours after a complete start when there is no end yet', () => {
    expect(suggestedEnd('', '2027-05-01T19:00', '')).toBe('2027-05-01T21:00');
    expect(suggestedEnd('', '2027-05-01T23:30', '')).toBe('2027-05-02T01:30');
    expect(suggestedEnd('', '2027-05-01T', '')).toBe('');
  });

  it('moves the end with the start, keeping the length chosen', () => {
    expect(suggestedEnd('2027-05-01T19:00', '2027-05-01T19:30', '2027-05-01T23:00')).toBe('2027-05-01T23:30');
    expect(suggestedEnd('2027-05-01T19:00', '2027-05-03T19:00', '2027-05-01T20:00')).toBe('2027-05-03T20:00');
  });

  it('leaves a half-filled end alone', () => {
    expect(suggestedEnd('2027-05-01T19:00', '2027-05-01T20:00', 'T22:00')).toBe('T22:00');
    expect(suggestedEnd('2027-05-01T', '2027-05-01T20:00', '2027-05-01T23:00')).toBe('2027-05-01T23:00');
  });
});
