/** Prices are kept in integer centavos; people read and type them in reais. */

/** "R$ 25,00" style text of `cents` in the given locale (BRL). */
export function formatPrice(cents: number, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/**
 * Centavos of what a person typed in reais: "25", "25,5", "25,50", "1.234,56", "R$ 10".
 * Returns null when the text is not a non-negative amount with at most two decimals.
 */
export function parsePriceToCents(text: string): number | null {
  const cleaned = text.replace(/R\$|\s/g, '');
  if (cleaned === '') return null;
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(cleaned);
  if (!match) {
    const dotDecimal = /^(\d+)\.(\d{1,2})$/.exec(cleaned);
    if (!dotDecimal) return null;
    return Number(dotDecimal[1]) * 100 + Number((dotDecimal[2] ?? '').padEnd(2, '0'));
  }
  const reais = Number((match[1] ?? '').replace(/\./g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return reais * 100 + cents;
}

/** The price line of an event: free, one price, or a range. */
export function describePriceRange(
  minCents: number | null,
  maxCents: number | null,
  locale = 'pt-BR',
): { kind: 'free' } | { kind: 'single'; price: string } | { kind: 'range'; min: string; max: string } {
  if (minCents === null) return { kind: 'free' };
  if (maxCents === null || maxCents === minCents)
    return { kind: 'single', price: formatPrice(minCents, locale) };
  return { kind: 'range', min: formatPrice(minCents, locale), max: formatPrice(maxCents, locale) };
}
