/** A count written the UI language's way ("1.234" in pt-BR). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
