interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  username?: string | null;
}

/** "First Last", or the username, or an empty string. */
export function fullName(person: NamedPerson): string {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.username || '';
}

/** Up to two letters for an avatar without a photo ("MS" for Maria Silva). */
export function initials(person: NamedPerson): string {
  const parts = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean) as string[];
  const source = parts.length ? parts : person.username ? [person.username] : [];
  return source
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase();
}

/**
 * The name typed at sign-up (one field) as first and last name: the first word, then the rest
 * ("Maria das Dores Silva" → "Maria", "das Dores Silva"). Nothing for an e-mail address, which
 * some sign-in providers give instead of a name.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || name.includes('@')) return { firstName: '', lastName: '' };
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
