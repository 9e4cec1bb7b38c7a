import type { FellowAttendee } from '@eventos/domain';
import { Link } from 'react-router';

/** Up to two initials of a name ("Ana Lima" → "AL"), for a person without a photo. */
function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0] ?? '');
  return ((letters[0] ?? '') + (letters.length > 1 ? (letters.at(-1) ?? '') : '')).toUpperCase();
}

/**
 * One person going: their photo (or initials) and name, a link to their public profile when they
 * have a username. The name is text, never markup.
 */
export function FellowAttendeeItem({ person }: { person: FellowAttendee }) {
  const face = person.avatarUrl ? (
    <img src={person.avatarUrl} alt="" loading="lazy" className="size-8 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-container font-semibold text-on-primary-container text-xs"
    >
      {initialsOf(person.name)}
    </span>
  );
  const name = (
    <span dir="auto" className="min-w-0 truncate">
      {person.name}
    </span>
  );
  return (
    <li className="min-w-0">
      {person.username ? (
        <Link
          to={`/user/${encodeURIComponent(person.username)}`}
          className="flex min-h-11 items-center gap-2 rounded-lg font-medium text-on-surface hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {face}
          {name}
        </Link>
      ) : (
        <span className="flex min-h-11 items-center gap-2 text-on-surface">
          {face}
          {name}
        </span>
      )}
    </li>
  );
}
