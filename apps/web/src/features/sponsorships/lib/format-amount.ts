/** An amount in centavos as Brazilian reais, written the way the UI language writes money. */
export function formatAmount(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** A count written the UI language's way ("1.234" in pt-BR). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
