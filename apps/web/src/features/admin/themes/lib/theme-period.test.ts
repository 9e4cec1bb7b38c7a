import { describe, expect, it } from 'vitest';
import { formatThemeDay, themePeriod } from './theme-period.ts';

describe('themePeriod', () => {
  it('writes the days as dd/mm/aaaa in pt-BR, and a theme without dates as always', () => {
    expect(themePeriod({ startDate: '2026-12-01', endDate: '2026-12-31' }, 'pt-BR')).toEqual({
      kind: 'between',
      start: '01/12/2026',
      end: '31/12/2026',
    });
    expect(themePeriod({ startDate: null, endDate: null }, 'pt-BR')).toEqual({ kind: 'always' });
    expect(themePeriod({ startDate: '2026-12-01', endDate: null }, 'pt-BR')).toEqual({
      kind: 'from',
      start: '01/12/2026',
    });
    expect(themePeriod({ startDate: null, endDate: '2026-12-31' }, 'en')).toEqual({
      kind: 'until',
      end: '12/31/2026',
    });
  });

  it('isolates a day left to right in Arabic, without the marks that would reorder it', () => {
    const day = formatThemeDay('2026-12-01', 'ar');
    expect(day.startsWith('\u2066')).toBe(true);
    expect(day.endsWith('\u2069')).toBe(true);
    expect(day).not.toMatch(/[\u200e\u200f\u061c]/);
  });
});
