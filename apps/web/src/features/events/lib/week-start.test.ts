import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './week-start.ts';

describe('firstDayOfWeek', () => {
  it.each([
    ['pt-BR', 0],
    ['en', 0],
    ['es', 1],
    ['zh', 1],
    ['ar', 6],
  ])('%s starts the week on day %i (0 = Sunday)', (language, day) => {
    expect(firstDayOfWeek(language)).toBe(day);
  });

  it('falls back to Monday for a language it cannot read', () => {
    expect(firstDayOfWeek('not a language')).toBe(1);
  });
});
