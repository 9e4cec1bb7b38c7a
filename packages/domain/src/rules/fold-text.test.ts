import { expect, it } from 'vitest';
import { foldText, matchesFilter } from './fold-text.ts';

it('strips accents and case', () => {
  expect(foldText('Intérprete de LIBRAS, Ação')).toBe('interprete de libras, acao');
});

it('matches a filter anywhere in a label, an empty filter matching everything', () => {
  expect(matchesFilter('Banheiro acessível', ' ACESSIVEL ')).toBe(true);
  expect(matchesFilter('Banheiro acessível', 'rampa')).toBe(false);
  expect(matchesFilter('Elevador', '  ')).toBe(true);
});
