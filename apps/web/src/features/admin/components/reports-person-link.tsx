import type { SocialPerson } from '@eventos/domain';
import { Link } from 'react-router';

/** A person's name as a link to their profile (plain text without a username, the gone text when null). */
export function ReportsPersonLink({ person, gone }: { person: SocialPerson | null; gone: string }) {
  if (!person) return <span className="text-on-surface-variant italic">{gone}</span>;
  if (!person.username)
    return (
      <span dir="auto" className="font-medium">
        {person.name}
      </span>
    );
  return (
    <Link
      to={`/user/${encodeURIComponent(person.username)}`}
      dir="auto"
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {person.name}
    </Link>
  );
}
