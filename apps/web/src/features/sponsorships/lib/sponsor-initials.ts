/** Up to two letters of a sponsor's name, for one without a logo ("CB" for Café do Bairro). */
export function sponsorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toLocaleUpperCase() || '?'
  );
}
