import { usernameField } from '@eventos/domain';

/** Live format check while typing: the `fields` code of the first problem, or null (empty is not yet an error). */
export function usernameFormatError(value: string): string | null {
  if (value.trim() === '') return null;
  const parsed = usernameField.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.invalid');
}

/** What the username input keeps: lowercase, no spaces (the hint says so; the schema checks the rest). */
export function normaliseUsernameInput(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}
