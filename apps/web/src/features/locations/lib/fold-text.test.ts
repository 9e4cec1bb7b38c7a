import { describe, expect, it } from 'vitest';
import { foldText, matchesFilter } from './fold-text.ts';

describe('foldText / matchesFilter', () => {
  it('drops accents and case', () => {
    expect(foldText('  Intérprete de LIBRAS ')).toBe('interprete de libras');
  });

  it('matches a part of the label whatever the case or accents', () => {
    expect(matchesFilter('Banheiro acessível', 'ACESSIVEL')).toBe(true);
    expect(matchesFilter('Banheiro acessível', 'rampa')).toBe(false);
    expect(matchesFilter('Banheiro acessível', '   ')).toBe(true);
  });
});
