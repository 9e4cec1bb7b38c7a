import { describe, expect, it } from 'vitest';
import { describePriceRange, formatPrice, parsePriceToCents } from './price.ts';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('prices in centavos', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25,50', 2550],
    ['1.234,56', 123456],
    ['R$ 10', 1000],
    ['0', 0],
    ['12.5', 1250],
  ])('reads %s as %i centavos', (text, cents) => {
    expect(parsePriceToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1,234', '10,999', '1.23.4'])('refuses %j', (text) => {
    expect(parsePriceToCents(text)).toBeNull();
  });

  it('formats reais in the reader’s locale', () => {
    expect(nbsp(formatPrice(123456))).toBe('R$ 1.234,56');
    expect(formatPrice(2500, 'en')).toContain('25.00');
  });

  it('describes free, one price and a range', () => {
    expect(describePriceRange(null, null)).toEqual({ kind: 'free' });
    expect(describePriceRange(2000, 2000)).toMatchObject({ kind: 'single' });
    expect(describePriceRange(2000, null)).toMatchObject({ kind: 'single' });
    const range = describePriceRange(2000, 5000);
    expect(range.kind).toBe('range');
    if (range.kind === 'range') expect(nbsp(range.max)).toBe('R$ 50,00');
  });
});
