import type { GroupPerson } from '@eventos/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonFace } from './person-face.tsx';

/**
 * One person in a group's lists: photo (or initials), name and a line under it, a link to their
 * public profile when they have a username. Names are text, never markup.
 */
export function PersonRow({ person, detail }: { person: GroupPerson; detail?: ReactNode }) {
  const body = (
    <>
      <PersonFace name={person.name} avatarUrl={person.avatarUrl} />
      <span className="flex min-w-0 flex-col">
        <span dir="auto" className="truncate font-medium text-on-surface">
          {person.name}
        </span>
        {detail ? <span className="truncate text-on-surface-variant text-xs">{detail}</span> : null}
      </span>
    </>
  );
  return person.username ? (
    <Link
      to={`/user/${encodeURIComponent(person.username)}`}
      className="flex min-h-11 min-w-0 items-center gap-3 rounded-xl pe-2 hover:bg-on-surface/5 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {body}
    </Link>
  ) : (
    <div className="flex min-h-11 min-w-0 items-center gap-3">{body}</div>
  );
}
