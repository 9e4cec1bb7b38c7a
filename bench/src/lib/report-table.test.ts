import { describe, expect, it } from 'vitest';
import { shareOf } from './report-table.ts';

describe('shareOf', () => {
  it('gives our rate as a share of the ceiling, with a decimal below 10%', () => {
    expect(shareOf(227, 645)).toBe('35%');
    expect(shareOf(227, 8022)).toBe('2.8%');
  });

  it('has no share without a ceiling', () => {
    expect(shareOf(227, undefined)).toBe('–');
    expect(shareOf(227, 0)).toBe('–');
  });
});
