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
