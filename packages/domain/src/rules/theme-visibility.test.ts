import { describe, expect, it } from 'vitest';
import {
  compareThemePriority,
  isThemeVisible,
  pickAppliedTheme,
  type RankedTheme,
} from './theme-visibility.ts';

const theme = (name: string, overrides: Partial<RankedTheme> = {}) => ({
  name,
  isActive: true,
  startDate: null,
  endDate: null,
  priority: 0,
  isSelected: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('isThemeVisible', () => {
  it('shows an active theme with no dates always, and never an inactive one', () => {
    expect(isThemeVisible(theme('a'), '2026-01-01')).toBe(true);
    expect(isThemeVisible(theme('a', { isActive: false }), '2026-01-01')).toBe(false);
    expect(
      isThemeVisible(
        theme('a', { isActive: false, startDate: '2026-01-01', endDate: '2026-12-31' }),
        '2026-06-01',
      ),
    ).toBe(false);
  });

  it('includes both ends of a window and nothing outside it', () => {
    const window = theme('natal', { startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(isThemeVisible(window, '2026-11-30')).toBe(false);
    expect(isThemeVisible(window, '2026-12-01')).toBe(true);
    expect(isThemeVisible(window, '2026-12-15')).toBe(true);
    expect(isThemeVisible(window, '2026-12-31')).toBe(true);
    expect(isThemeVisible(window, '2027-01-01')).toBe(false);
  });

  it('excludes a start without an end, before and after the start (spec §5)', () => {
    const open = theme('aberto', { startDate: '2026-12-01' });
    for (const today of ['2026-11-30', '2026-12-01', '2030-01-01'])
      expect(isThemeVisible(open, today)).toBe(false);
  });

  it('holds an end without a start until the end', () => {
    const until = theme('ate', { endDate: '2026-12-31' });
    expect(isThemeVisible(until, '2000-01-01')).toBe(true);
    expect(isThemeVisible(until, '2026-12-31')).toBe(true);
    expect(isThemeVisible(until, '2027-01-01')).toBe(false);
  });

  it('also shows a one-day window on its day', () => {
    const one = theme('um-dia', { startDate: '2027-02-09', endDate: '2027-02-09' });
    expect(isThemeVisible(one, '2027-02-08')).toBe(false);
    expect(isThemeVisible(one, '2027-02-09')).toBe(true);
    expect(isThemeVisible(one, '2027-02-10')).toBe(false);
  });
});

describe('compareThemePriority', () => {
  it('orders by priority descending, then the latest edited first', () => {
    const list = [
      theme('baixa', { priority: 1 }),
      theme('alta-antiga', { priority: 50, updatedAt: '2026-01-01T00:00:00.000Z' }),
      theme('alta-nova', { priority: 50, updatedAt: '2026-06-01T00:00:00.000Z' }),
      theme('media', { priority: 10 }),
    ];
    expect([...list].sort(compareThemePriority).map((t) => t.name)).toEqual([
      'alta-nova',
      'alta-antiga',
      'media',
      'baixa',
    ]);
  });
});

describe('pickAppliedTheme', () => {
  const today = '2026-12-10';

  it('is null when nothing is visible', () => {
    expect(pickAppliedTheme([], today)).toBeNull();
    expect(pickAppliedTheme([theme('off', { isActive: false })], today)).toBeNull();
  });

  it('applies the visible theme with the highest priority', () => {
    const picked = pickAppliedTheme(
      [
        theme('padrao'),
        theme('natal', { priority: 50, startDate: '2026-12-01', endDate: '2026-12-31' }),
        theme('carnaval', { priority: 90, startDate: '2027-02-01', endDate: '2027-03-15' }),
        theme('aberto', { priority: 100, startDate: '2026-12-01' }),
        theme('desligado', { priority: 100, isActive: false }),
      ],
      today,
    );
    expect(picked?.name).toBe('natal');
  });

  it('lets the selected theme win only while it is visible', () => {
    const base = [
      theme('padrao'),
      theme('natal', { priority: 50, startDate: '2026-12-01', endDate: '2026-12-31' }),
    ];
    expect(pickAppliedTheme([...base, theme('fixado', { isSelected: true })], today)?.name).toBe('fixado');
    expect(
      pickAppliedTheme([...base, theme('fixado', { isSelected: true, isActive: false })], today)?.name,
    ).toBe('natal');
    expect(
      pickAppliedTheme(
        [...base, theme('fixado', { isSelected: true, startDate: '2027-01-01', endDate: '2027-01-31' })],
        today,
      )?.name,
    ).toBe('natal');
    expect(
      pickAppliedTheme([...base, theme('fixado', { isSelected: true, startDate: '2026-01-01' })], today)
        ?.name,
    ).toBe('natal');
  });

  it('breaks a priority tie by the latest edit', () => {
    const picked = pickAppliedTheme(
      [
        theme('antigo', { priority: 20, updatedAt: '2026-10-01T00:00:00.000Z' }),
        theme('novo', { priority: 20, updatedAt: '2026-11-01T00:00:00.000Z' }),
      ],
      today,
    );
    expect(picked?.name).toBe('novo');
  });
});
